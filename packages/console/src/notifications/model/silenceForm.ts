// The silence form's values and the `POST /notification/silence` body (reference §3.4).
import type { SilenceRow } from './rows';

export type SilenceMode = 'resource' | 'filter' | 'selector';

export type ResourceKind = 'config' | 'check' | 'component' | 'canary';

export interface SilenceValues {
  mode: SilenceMode;
  name: string;
  resourceKind: ResourceKind;
  resourceId: string;
  recursive: boolean;
  filter: string;
  /** A JSON list of resource selectors. */
  selectors: string;
  /** `1h`, `1d` ... or `indefinitely`. */
  duration: string;
  description: string;
}

export const SILENCE_DURATIONS = ['1h', '3h', '6h', '12h', '1d', '3d', '1w', '2w', '1mo', 'indefinitely'] as const;

export const EMPTY_SILENCE: SilenceValues = {
  mode: 'resource',
  name: '',
  resourceKind: 'check',
  resourceId: '',
  recursive: false,
  filter: '',
  selectors: '',
  duration: '1d',
  description: '',
};

/** Values prefilled from a link (`?check_id=…`, `?config_id=…`, `?component_id=…`, `?canary_id=…`). */
export function silenceValuesFromQuery(params: { get(name: string): string | null }): SilenceValues {
  for (const kind of ['check', 'config', 'component', 'canary'] as const) {
    const id = params.get(`${kind}_id`);
    if (id) return { ...EMPTY_SILENCE, resourceKind: kind, resourceId: id, name: params.get('name') ?? '' };
  }
  const filter = params.get('filter');
  if (filter) return { ...EMPTY_SILENCE, mode: 'filter', filter };
  return EMPTY_SILENCE;
}

export function silenceValuesOf(row: SilenceRow): SilenceValues {
  const kind: ResourceKind = row.config_id
    ? 'config'
    : row.component_id
      ? 'component'
      : row.canary_id
        ? 'canary'
        : 'check';
  const resourceId = row.config_id ?? row.check_id ?? row.component_id ?? row.canary_id ?? '';
  const selectors = Array.isArray(row.selectors) && row.selectors.length ? JSON.stringify(row.selectors, null, 2) : '';
  return {
    mode: resourceId ? 'resource' : row.filter ? 'filter' : selectors ? 'selector' : 'resource',
    name: row.name ?? '',
    resourceKind: kind,
    resourceId,
    recursive: !!row.recursive,
    filter: row.filter ?? '',
    selectors,
    duration: row.until ? '' : 'indefinitely',
    description: row.description ?? '',
  };
}

export function silenceProblems(values: SilenceValues): Partial<Record<keyof SilenceValues, string>> {
  const problems: Partial<Record<keyof SilenceValues, string>> = {};
  if (!values.name.trim()) problems.name = 'Must specify a unique name';
  if (values.mode === 'resource' && !values.resourceId.trim()) problems.resourceId = 'Choose the resource to silence';
  if (values.mode === 'filter' && !values.filter.trim()) problems.filter = 'Write the CEL expression to match';
  if (values.mode === 'selector') {
    try {
      const parsed: unknown = JSON.parse(values.selectors || 'null');
      if (!Array.isArray(parsed) || parsed.length === 0)
        problems.selectors = 'Selectors must be a JSON list of resource selectors';
    } catch {
      problems.selectors = 'Selectors must be a JSON list of resource selectors';
    }
  }
  return problems;
}

/** The `POST /notification/silence` body; `until` is datemath (`now+1d`), null for indefinitely. */
export function silenceRequestOf(values: SilenceValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: values.name.trim(),
    description: values.description.trim() || undefined,
    from: 'now',
    until: !values.duration || values.duration === 'indefinitely' ? null : `now+${values.duration}`,
  };
  if (values.mode === 'resource') {
    body[`${values.resourceKind}_id`] = values.resourceId.trim();
    body.recursive = values.recursive;
  } else if (values.mode === 'filter') {
    body.filter = values.filter.trim();
  } else {
    body.selectors = JSON.parse(values.selectors) as unknown;
  }
  return body;
}

/** The preview's query (`id`, `filter`, `selectors` as JSON). */
export function silencePreviewQuery(values: SilenceValues): Record<string, string> {
  if (values.mode === 'resource') {
    if (!values.resourceId.trim()) return {};
    return values.recursive ? { id: values.resourceId.trim(), recursive: 'true' } : { id: values.resourceId.trim() };
  }
  if (values.mode === 'filter') return values.filter.trim() ? { filter: values.filter.trim() } : {};
  return values.selectors.trim() ? { selectors: values.selectors.trim() } : {};
}

/** Expires At: "Never" for none, else the time with "(Expired)" once past. */
export function expiryOf(until: string | null | undefined, now: Date): { never: boolean; expired: boolean } {
  if (!until) return { never: true, expired: false };
  return { never: false, expired: Date.parse(until) < now.getTime() };
}

const DURATION_MS: Record<string, number> = { h: 3_600_000, d: 86_400_000, w: 604_800_000, mo: 2_592_000_000 };

/** An edited silence's `until` from its Duration counted from now; undefined keeps the current one. */
export function untilOf(duration: string, now: Date): string | null | undefined {
  if (!duration) return undefined;
  if (duration === 'indefinitely') return null;
  const match = /^(\d+)(h|d|w|mo)$/.exec(duration);
  if (!match) return undefined;
  return new Date(now.getTime() + Number(match[1]) * DURATION_MS[match[2]!]!).toISOString();
}

/** The `PATCH` of an edited silence. */
export function silencePatchOf(values: SilenceValues, now: Date): Record<string, unknown> {
  const body = silenceRequestOf(values);
  delete body.from;
  const until = untilOf(values.duration, now);
  if (until === undefined) delete body.until;
  else body.until = until;
  return { ...body, description: values.description.trim() || null };
}
