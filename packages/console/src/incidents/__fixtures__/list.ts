// Incidents for the list, create dialog and detail stories and tests only, with a fake /api/db that answers them.
import type { PartialClient } from '../../testing/TestConsoleProvider';
import { fakeDb, type FakeDbOptions } from '../../testing/postgrestFake';

export const PEOPLE = [
  { id: 'c0a80002-0000-4000-8000-000000000001', name: 'Ada Admin' },
  { id: 'c0a80002-0000-4000-8000-000000000002', name: 'Rita Responder' },
];
export const TEAMS = [{ id: 'c0a80002-0000-4000-8000-000000000003', name: 'Payments' }];
export const COMPONENTS = [{ id: 'c0a80002-0000-4000-8000-000000000004', name: 'checkout-api' }];
export const CHECKS = [{ id: 'c0a80002-0000-4000-8000-000000000005', name: 'checkout /health' }];

const row = (n: number, extra: Record<string, unknown>) => ({
  id: `c0a80002-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  incident_id: `INC000000${n}`,
  severity: 'high',
  type: 'availability',
  status: 'open',
  created_by: PEOPLE[0]!.id,
  created_at: '2026-11-20T08:00:00Z',
  commander: null,
  responders: [],
  component_ids: [],
  ...extra,
});

export const INCIDENT_ROWS = [
  row(1, {
    title: 'Checkout down',
    component_ids: [COMPONENTS[0]!.id],
    responders: [{ id: 'r1', type: 'team', name: 'Payments' }],
  }),
  row(2, { title: 'Slow search', type: 'performance', severity: 'low', created_by: PEOPLE[1]!.id }),
  row(3, { title: 'Old outage', status: 'resolved' }),
];

export function incidentsListClient(options: FakeDbOptions = {}) {
  const { db, writes, tables } = fakeDb(
    {
      incident_summary: INCIDENT_ROWS,
      people: PEOPLE,
      teams: TEAMS,
      components: COMPONENTS,
      checks: CHECKS,
      config_items: [],
    },
    options,
  );
  const client: PartialClient = { db };
  return { client, writes, tables };
}

/** One open incident's page: a person responder, a comment and the history the server recorded. */
export function activityClient() {
  const incident = INCIDENT_ROWS[0]!;
  const { db, writes, tables } = fakeDb({
    incident_summary: [{ ...incident, responders: [{ id: 'r-rita', type: 'person', name: PEOPLE[1]!.name }] }],
    comments: [],
    incident_histories: [
      {
        id: 'h1',
        incident_id: incident.id,
        type: 'incident.created',
        description: 'open',
        created_by: PEOPLE[0]!.id,
        created_at: '2026-11-20T08:00:00Z',
      },
    ],
    people: PEOPLE,
    teams: TEAMS,
    incidents: [{ id: incident.id, status: 'open' }],
    responders: [{ id: 'r-rita' }],
  });
  const client: PartialClient = { db };
  return { client, writes, tables };
}
