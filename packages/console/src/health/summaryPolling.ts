import type { CanaryClient } from '@mission-control/api';

/** A summary answer that may carry a version and be a delta (api's `checkSummaryVersionedSchema`). */
export type CheckSummaryVersioned = Awaited<ReturnType<CanaryClient['summary']>>;

/**
 * The dashboard polls the health summary by version (#25): it sends the `version` it holds and the server answers
 * only the checks that changed since, which replace the held items of the same id in place. 10,000 checks are
 * 6 MB; one check result changes one item.
 *
 * The answer merged into what is held, or null when it cannot be merged (it answers another version than the one
 * held, or names a check the held copy lacks): the caller then asks for everything again. An answer without
 * `since` is the whole summary (the first poll, a version the server no longer keeps, or a backend without the
 * protocol) and replaces what is held. Unchanged checks keep their objects, so rows that did not change are not
 * rendered again; an answer with nothing changed returns the held summary itself.
 */
export function mergeSummary(
  held: CheckSummaryVersioned | undefined,
  answer: CheckSummaryVersioned,
): CheckSummaryVersioned | null {
  if (answer.since === undefined) return answer;
  if (!held || held.version !== answer.since) return null;
  if (answer.checks_summary.length === 0) {
    return held.version === answer.version ? held : { ...held, version: answer.version };
  }
  const changed = new Map(answer.checks_summary.map((check) => [check.id, check]));
  let replaced = 0;
  const checks = held.checks_summary.map((check) => {
    const next = changed.get(check.id);
    if (!next) return check;
    replaced += 1;
    return next;
  });
  if (replaced !== changed.size) return null;
  return { ...held, version: answer.version, checks_summary: checks };
}

/**
 * One poll: the changes since the held version (everything when nothing is held), merged; when they cannot be
 * merged, everything again.
 */
export async function pollSummary(
  held: CheckSummaryVersioned | undefined,
  fetchSince: (since: string) => Promise<CheckSummaryVersioned>,
): Promise<CheckSummaryVersioned> {
  const merged = mergeSummary(held, await fetchSince(held?.version ?? ''));
  return merged ?? (await fetchSince(''));
}
