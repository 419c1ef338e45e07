// Pure logic of the summary table (reference §1.2 summary mode): rows keyed by their group values,
// pinned types first, and the health bar's segments.
import type { CatalogSummaryGroup } from '@mission-control/api';

/** Health keys in the bar's order; any other key the server sends follows them. */
export const HEALTH_ORDER = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;

export interface SummaryTableRow {
  /** The group values joined, unique per row. */
  id: string;
  /** Group-by key → value (`type` and tag keys). */
  groups: Record<string, string>;
  type: string;
  count: number;
  changes: number;
  health: { key: string; count: number }[];
  analysis: { key: string; count: number }[];
  created_at?: string | null;
  updated_at?: string | null;
  favorite: boolean;
}

function sortedCounts(counts: Record<string, number> | null | undefined, order: readonly string[] = []) {
  const entries = Object.entries(counts ?? {}).filter(([, count]) => typeof count === 'number' && count > 0);
  const rank = (key: string) => {
    const index = order.indexOf(key.toLowerCase());
    return index < 0 ? order.length : index;
  };
  return entries.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)).map(([key, count]) => ({ key, count }));
}

/** Summary rows as table rows: pinned types first, then by the first group value. */
export function summaryRows(
  rows: readonly CatalogSummaryGroup[],
  groupBy: readonly string[],
  favorites: ReadonlySet<string>,
): SummaryTableRow[] {
  return rows
    .map((row) => {
      const groups = Object.fromEntries(groupBy.map((key) => [key, String(row[key] ?? '')]));
      const type = String(row.type ?? '');
      return {
        id: groupBy.map((key) => groups[key]).join('\u0000') || type,
        groups,
        type,
        count: row.count,
        changes: row.changes ?? 0,
        health: sortedCounts(row.health, HEALTH_ORDER),
        analysis: sortedCounts(row.analysis),
        created_at: row.created_at,
        updated_at: row.updated_at,
        favorite: favorites.has(type),
      };
    })
    .sort((a, b) => {
      if (a.favorite !== b.favorite) return a.favorite ? -1 : 1;
      for (const key of groupBy) {
        const order = (a.groups[key] ?? '').localeCompare(b.groups[key] ?? '');
        if (order !== 0) return order;
      }
      return 0;
    });
}

/** Favourite types as stored (a JSON list); anything else reads as none. */
export function parseFavorites(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
