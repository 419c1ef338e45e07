export interface TagEntry {
  key: string;
  value: string;
}

export type TagsInput = Readonly<Record<string, string | null | undefined>> | readonly TagEntry[] | null | undefined;

// These identify where a resource lives, so they lead every tag list.
const LEADING = ['account', 'namespace', 'name'];

function rank(key: string): number {
  const index = LEADING.indexOf(key);
  return index === -1 ? LEADING.length : index;
}

/** Tags as entries: account, namespace, name first, then alphabetically by key. */
export function sortTags(tags: TagsInput): TagEntry[] {
  if (!tags || typeof tags !== 'object') return [];
  const entries: TagEntry[] = Array.isArray(tags)
    ? (tags as readonly TagEntry[]).filter((tag) => tag && typeof tag.key === 'string')
    : Object.entries(tags as Record<string, string | null | undefined>).map(([key, value]) => ({
        key,
        value: value ?? '',
      }));
  return entries
    .map((tag) => ({ key: tag.key, value: tag.value == null ? '' : String(tag.value) }))
    .sort((a, b) => rank(a.key) - rank(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
