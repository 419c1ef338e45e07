import type { PostgrestQuery } from '@mission-control/api';
import { incidentWithEvidence, incidentWithoutHypotheses } from '../../demo/data/incidentSummary';

// The rows are demo data, owned by demo/data; the fakes below are for tests and stories.
export { incidentWithEvidence, incidentWithoutHypotheses, summaryCheck } from '../../demo/data/incidentSummary';

/** A `client.db.list` fake answering by the `id=eq.` filter; an unknown id gives no rows. */
export function summaryDb(rows: Array<{ id: string }> = [incidentWithEvidence, incidentWithoutHypotheses]) {
  return async (query: PostgrestQuery, row: { parse: (value: unknown) => unknown }) => {
    const params = new URLSearchParams(query.toParams());
    const id = params.get('id')?.replace(/^eq\./, '').replace(/^"|"$/g, '');
    return { data: rows.filter((r) => r.id === id).map((r) => row.parse(r)), totalEntries: undefined };
  };
}
