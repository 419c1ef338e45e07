/**
 * The health summary's delta protocol (#25). 200 dashboards polling a 10,000-check summary would each download
 * the whole summary (6 MB, about 350 kB compressed) on every change, though a check result changes one item.
 * A client that sends the version it holds (`GET /canary/api/summary?since=<version>`) gets only the items that
 * changed since, and merges them into its copy; a client that does not ask gets the upstream body, unchanged.
 *
 * A version is the summary's content tag (canary/etag.ts), so it names the same content on every server sharing
 * the database: a client moved to another instance behind a balancer keeps getting deltas when that instance
 * has seen its version. Each server keeps, per summary key, a bounded ring of its recent versions and, for each,
 * the positions of the items that changed from the one before. A version it does not know (too old, never seen,
 * or from before a change of the list itself: a check added, removed or renamed) gets the full body, so a delta
 * never has to say where an item goes: it only replaces items the client already has, in place.
 */

/** Versions remembered per key: at one change a second, five minutes of polling. */
const DEFAULT_VERSIONS = 300;
/** Summary keys (filter sets, personal summaries) with a ring; the least recently updated goes first. */
const MAX_KEYS = 8;

export function summaryDeltaVersions(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number.parseInt(env.MC_SUMMARY_DELTA_VERSIONS ?? '', 10);
  return Number.isFinite(configured) && configured >= 1 ? configured : DEFAULT_VERSIONS;
}

/** What a version sends the `since` query parameter. */
export const VERSION_PATTERN = /^[\w-]{1,64}$/;

interface Version {
  tag: string;
  /** Positions of the items that differ from the version before (none for the first). */
  changed: number[];
}

interface History {
  versions: Version[];
  /** The current version's served body and items. */
  body: string;
  items: string[];
  ids: string[];
  /** The current full body with its version, made once for every client that needs it. */
  full?: string;
}

const histories = new Map<string, History>();

/** An item's check id: every item starts with `{"id":"<uuid>"` (check_summary_json's head, migration 005). */
const idOf = (item: string) => item.slice(7, 43);

function sameList(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Records the summary served for `key` as version `tag` (the body served and its items, in order). Called for
 * every answer; only a new tag costs anything (one comparison of the items with the last version's).
 */
export function recordSummary(
  key: string,
  tag: string,
  body: string,
  items: string[],
  maxVersions = summaryDeltaVersions(),
): void {
  const history = histories.get(key);
  const current = history?.versions[history.versions.length - 1];
  if (history && current?.tag === tag) return;
  const ids = items.map(idOf);
  histories.delete(key);
  if (history && sameList(history.ids, ids)) {
    const changed: number[] = [];
    for (let i = 0; i < items.length; i += 1) if (items[i] !== history.items[i]) changed.push(i);
    history.versions.push({ tag, changed });
    if (history.versions.length > maxVersions) history.versions.splice(0, history.versions.length - maxVersions);
    Object.assign(history, { body, items, ids, full: undefined });
    histories.set(key, history);
  } else {
    // First version, or the list itself changed: older versions can only be answered with the full body.
    histories.set(key, { versions: [{ tag, changed: [] }], body, items, ids });
  }
  if (histories.size > MAX_KEYS) histories.delete(histories.keys().next().value!);
}

export type SummaryAnswer =
  { kind: 'delta'; version: string; since: string; body: string } | { kind: 'full'; version: string; body: string };

/**
 * The answer to `?since=<since>` from `key`'s current version: the changed items (an empty list when `since` is
 * current), or the full body with its version when `since` is empty or not among the versions kept.
 * `recordSummary` must have recorded the current version first.
 */
export function summarySince(key: string, since: string): SummaryAnswer {
  const history = histories.get(key);
  if (!history) throw new Error(`no summary recorded for ${key}`);
  const version = history.versions[history.versions.length - 1]!.tag;
  // The last occurrence: content that went back to an earlier version's is that version again.
  const from = since ? history.versions.map((v) => v.tag).lastIndexOf(since) : -1;
  if (from < 0) {
    history.full ??= `{"version":"${version}",${history.body.slice(1)}`;
    return { kind: 'full', version, body: history.full };
  }
  const changed = new Set<number>();
  for (let i = from + 1; i < history.versions.length; i += 1) {
    for (const position of history.versions[i]!.changed) changed.add(position);
  }
  const items = [...changed].sort((a, b) => a - b).map((position) => history.items[position]);
  return {
    kind: 'delta',
    version,
    since,
    body: `{"version":"${version}","since":"${since}","runnerName":"local","checks_summary":[${items.join(',')}]}`,
  };
}

/** Forgets every ring (tests). */
export function resetSummaryHistory(): void {
  histories.clear();
}
