/**
 * An index over one version of a long list (100,000 checks, catalog items, changes), built once per data
 * version so that each keystroke, tab or group switch works over precomputed columns instead of re-deriving
 * strings from every item: the lowercased search text, and per dimension (a tab, a group, a label) each item's
 * key. Everything is lazy: a column is computed the first time a dimension is asked for, then kept.
 * Pure and synchronous; positions are indexes into `items`.
 */

/** Positions of the items that pass, in list order; `null` means every item. */
export type Positions = readonly number[] | null;

export interface ListIndexOptions<T> {
  /** The text a search looks in; fields are matched separately (one never runs into the next). */
  searchFields: (item: T) => ReadonlyArray<string | null | undefined>;
}

export interface ListIndex<T> {
  readonly items: readonly T[];
  /**
   * Positions whose search text contains `query` (trimmed, case-insensitive); `null` for an empty query.
   * A query that extends the previous one only looks among that one's matches, and recent answers are kept,
   * so typing and deleting a character cost a pass over the matches, not over the list.
   */
  search(query: string): Positions;
  /**
   * Each item's key for a dimension, computed on first use and kept for this data version. `version` tells
   * apart two readings under one name (e.g. tabs by agent before and after the agent names arrive).
   */
  column<K>(name: string, read: (item: T) => K, version?: unknown): readonly K[];
  /** The positions of `within` (all when null) that `keep` accepts. */
  narrow(within: Positions, keep: (position: number) => boolean): Positions;
  /** How many of `within` fall under each key of `column` (keys in first-seen order). */
  countBy<K>(column: readonly K[], within: Positions): Map<K, number>;
  /** The items at `positions`, in order. */
  pick(positions: Positions): readonly T[];
}

/** Searches remembered per index: the last few queries typed, enough to backspace over without a full pass. */
const SEARCH_MEMORY = 16;
/** Separates fields in the search text; a query containing it could not match in one field anyway. */
const FIELD_SEPARATOR = '\u0000';

export function createListIndex<T>(items: readonly T[], options: ListIndexOptions<T>): ListIndex<T> {
  let texts: string[] | undefined;
  const searchText = () => {
    if (texts) return texts;
    texts = new Array<string>(items.length);
    for (let i = 0; i < items.length; i += 1) {
      let text = '';
      for (const field of options.searchFields(items[i]!)) if (field) text += field.toLowerCase() + FIELD_SEPARATOR;
      texts[i] = text;
    }
    return texts;
  };
  const searches = new Map<string, readonly number[]>();
  const columns = new Map<string, { version: unknown; keys: readonly unknown[] }>();

  const narrow = (within: Positions, keep: (position: number) => boolean): Positions => {
    const out: number[] = [];
    if (within === null) {
      for (let i = 0; i < items.length; i += 1) if (keep(i)) out.push(i);
    } else {
      for (const i of within) if (keep(i)) out.push(i);
    }
    return out;
  };

  return {
    items,
    search(query) {
      const needle = query.trim().toLowerCase();
      if (!needle || needle.includes(FIELD_SEPARATOR)) return needle ? [] : null;
      const known = searches.get(needle);
      if (known) {
        // Most recent last, so the oldest is the one forgotten.
        searches.delete(needle);
        searches.set(needle, known);
        return known;
      }
      // The longest remembered query this one extends: every match of this one is among its matches.
      let base: Positions = null;
      let baseLength = 0;
      for (const [previous, positions] of searches)
        if (previous.length > baseLength && needle.includes(previous)) {
          base = positions;
          baseLength = previous.length;
        }
      const text = searchText();
      const found = narrow(base, (i) => text[i]!.includes(needle))!;
      searches.set(needle, found);
      if (searches.size > SEARCH_MEMORY) searches.delete(searches.keys().next().value!);
      return found;
    },
    column<K>(name: string, read: (item: T) => K, version?: unknown) {
      const known = columns.get(name);
      if (known && known.version === version) return known.keys as readonly K[];
      const keys = new Array<K>(items.length);
      for (let i = 0; i < items.length; i += 1) keys[i] = read(items[i]!);
      columns.set(name, { version, keys });
      return keys;
    },
    narrow,
    countBy(column, within) {
      const counts = new Map<(typeof column)[number], number>();
      const add = (key: (typeof column)[number]) => counts.set(key, (counts.get(key) ?? 0) + 1);
      if (within === null) for (const key of column) add(key);
      else for (const i of within) add(column[i]!);
      return counts;
    },
    pick(positions) {
      if (positions === null) return items;
      const out = new Array<T>(positions.length);
      for (let i = 0; i < positions.length; i += 1) out[i] = items[positions[i]!]!;
      return out;
    },
  };
}
