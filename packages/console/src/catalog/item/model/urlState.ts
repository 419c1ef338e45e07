import type { RelationshipDirection } from '@mission-control/api';

/** The tabs of the item page, in upstream's order (reference §1.3). */
export const ITEM_TABS = ['config', 'changes', 'insights', 'relationships', 'playbooks', 'checks'] as const;
export type ItemTab = (typeof ITEM_TABS)[number];

export type RelationshipsView = 'table' | 'graph';

/** The item page's state in the URL, so a reload or a shared link shows the same thing. */
export interface ItemUrlState {
  tab: ItemTab;
  /** `lines=3-7,12` on the Config tab. */
  lines: string;
  /** @default true */
  outgoing: boolean;
  /** @default false */
  incoming: boolean;
  /** @default false */
  soft: boolean;
  configTypes: string[];
  health: string[];
  status: string[];
  /** @default 'table' */
  view: RelationshipsView;
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const flag = (value: string | null, fallback: boolean) =>
  value === null ? fallback : value === 'true' || value === '1';

export function parseItemUrlState(params: URLSearchParams): ItemUrlState {
  const tab = params.get('tab');
  return {
    tab: (ITEM_TABS as readonly string[]).includes(tab ?? '') ? (tab as ItemTab) : 'config',
    lines: params.get('lines') ?? '',
    outgoing: flag(params.get('outgoing'), true),
    incoming: flag(params.get('incoming'), false),
    soft: flag(params.get('soft'), false),
    configTypes: list(params.get('configTypes')),
    health: list(params.get('health')),
    status: list(params.get('status')),
    view: params.get('view') === 'graph' ? 'graph' : 'table',
  };
}

const DEFAULTS: Record<string, string> = {
  tab: 'config',
  outgoing: 'true',
  incoming: 'false',
  soft: 'false',
  view: 'table',
};

/** Writes a patch into the search params; defaults and empty values leave the URL. */
export function writeItemUrlState(previous: URLSearchParams, patch: Partial<ItemUrlState>): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(patch)) {
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text === '' || DEFAULTS[key] === text) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

/** Outgoing is what the RPC follows when incoming is off, whatever the outgoing toggle says (upstream's rule). */
export function directionOf(state: Pick<ItemUrlState, 'incoming' | 'outgoing'>): RelationshipDirection {
  if (state.incoming && state.outgoing) return 'all';
  return state.incoming ? 'incoming' : 'outgoing';
}
