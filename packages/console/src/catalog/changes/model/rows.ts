// The feed's rows: one change as `POST /catalog/changes` answers it (reference §1.4), the heading rows of
// "group by item", and who or what made a change.

/** One change of the feed's page: the fields of api's `ChangeRow` (§1.4) the feed reads, so fixtures may leave the rest out. */
export interface ChangeRow {
  id: string;
  config_id?: string | null;
  external_change_id?: string | null;
  change_type?: string | null;
  severity?: string | null;
  source?: string | null;
  summary?: string | null;
  /** When the change was last seen (a merged row's latest occurrence). */
  created_at?: string | null;
  /** When a merged row was first seen. */
  first_observed?: string | null;
  /** How many occurrences were merged into this row. */
  count?: number | null;
  /** The item's name and type. */
  name?: string | null;
  type?: string | null;
  tags?: Record<string, unknown> | null;
  deleted_at?: string | null;
  created_by?: string | null;
  external_created_by?: string | null;
}

/** A row of the grouped feed: an item's heading with its changes below, or a change. */
export interface FeedRow {
  /** `item:<config_id>` for a heading, the change's id otherwise. */
  key: string;
  change: ChangeRow | null;
  item?: { id: string; name: string; type: string | null; count: number };
  children?: FeedRow[];
}

/** The page's changes under one heading per item, in the order the items first appear. */
export function groupByItem(changes: readonly ChangeRow[]): FeedRow[] {
  const groups = new Map<string, FeedRow>();
  for (const change of changes) {
    const id = change.config_id ?? '';
    let group = groups.get(id);
    if (!group) {
      group = {
        key: `item:${id}`,
        change: null,
        item: { id, name: change.name || id.slice(-12) || '—', type: change.type ?? null, count: 0 },
        children: [],
      };
      groups.set(id, group);
    }
    group.children!.push({ key: change.id, change });
    group.item!.count += change.count && change.count > 0 ? change.count : 1;
  }
  return [...groups.values()];
}

/** The flat feed's rows. */
export function flatRows(changes: readonly ChangeRow[]): FeedRow[] {
  return changes.map((change) => ({ key: change.id, change }));
}

/** Whether the row stands for several merged occurrences (so its first and last seen differ). */
export function isMerged(change: Pick<ChangeRow, 'count'>): boolean {
  return (change.count ?? 1) > 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who or what made the change, as upstream's "Created By" column shows it: the external author's name, else
 * the person (by id, when no name is known), else the source.
 */
export function madeBy(
  change: Pick<ChangeRow, 'external_created_by' | 'created_by' | 'source'>,
  personName?: (id: string) => string | undefined,
): { kind: 'external' | 'person' | 'source' | 'none'; text: string } {
  if (change.external_created_by) return { kind: 'external', text: change.external_created_by };
  if (change.created_by) {
    const name = UUID.test(change.created_by) ? personName?.(change.created_by) : change.created_by;
    return { kind: 'person', text: name ?? change.created_by };
  }
  if (change.source) return { kind: 'source', text: change.source };
  return { kind: 'none', text: '' };
}
