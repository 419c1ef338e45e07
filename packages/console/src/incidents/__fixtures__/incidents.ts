import { ApiError, type Hypothesis, type Incident, type PostgrestQuery } from '@mission-control/api';
import { hypothesesFixture, incidentsFixture } from '../../demo/data/incidents';

// The rows are demo data, owned by demo/data; the fakes below are for tests and stories.
export {
  checkoutIncident,
  evidenceCheck,
  hypothesesFixture,
  incidentsFixture,
  paymentsIncident,
} from '../../demo/data/incidents';

export interface InsertCall {
  table: string;
  row: Record<string, unknown>;
}

export interface FakeIncidentsDbOptions {
  /** A table whose insert fails with this error. */
  fail?: { table: string; error: unknown };
  /** A table whose insert never answers (the 'Linking..' state). */
  hang?: string;
  /** Incidents offered by the search. @default incidentsFixture */
  incidents?: Incident[];
}

/** The `/db` PostgREST subset the modal uses: incident search, hypotheses of an incident, and inserts. */
export function fakeIncidentsDb({ fail, hang, incidents = incidentsFixture }: FakeIncidentsDbOptions = {}) {
  const inserts: InsertCall[] = [];
  let next = 0;
  const list = async (query: PostgrestQuery) => {
    const params = Object.fromEntries(query.toParams());
    if (query.table === 'incidents') {
      const text = (params.title ?? '')
        .replace(/^ilike\./, '')
        .replaceAll('*', '')
        .replaceAll('\\', '')
        .toLowerCase();
      const data = incidents.filter((incident) => incident.title.toLowerCase().includes(text));
      return { data, totalEntries: data.length };
    }
    if (query.table === 'hypotheses') {
      const incidentId = (params.incident_id ?? '').replace(/^eq\./, '');
      // Hypotheses created through the fake are listed too, as the real backend would.
      const created = inserts
        .filter((call) => call.table === 'hypotheses')
        .map((call, i) => ({ id: `created-${i}`, ...call.row }));
      const data = [...hypothesesFixture, ...(created as Hypothesis[])].filter((h) => h.incident_id === incidentId);
      return { data, totalEntries: data.length };
    }
    throw new ApiError('not_found', `No fake for ${query.table}`);
  };
  const insert = async (table: string, row: object) => {
    inserts.push({ table, row: row as Record<string, unknown> });
    if (hang === table) return new Promise<never>(() => undefined);
    if (fail?.table === table) throw fail.error;
    next += 1;
    const id = `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
    const extra = table === 'incidents' ? { incident_id: `INC${String(next).padStart(7, '0')}`, status: 'open' } : {};
    return [{ id, ...extra, ...(row as Record<string, unknown>) }];
  };
  return { list, insert, inserts };
}

/** A PostgREST-style 409 as the api client raises it. */
export const foreignKeyError = new ApiError(
  'conflict',
  'insert or update on table "evidences" violates foreign key constraint',
  {
    status: 409,
    body: { code: '23503', message: 'insert or update on table "evidences" violates foreign key constraint' },
  },
);
