import type { CheckStatusesParams, DbPage, PostgrestQuery } from '@mission-control/api';
import { checkDetailFixture, graphFixture, statusesPage } from './data/checkDetail';
import { checkFixtures, fixtureSummary } from './data/checks';
import { accessScopeTables } from './data/accessScopes';
import { fakeDb } from '../testing/postgrestFake';
import { EDITOR, GUEST, permissionTables } from './data/permissions';
import { tokensFixture } from './data/tokens';
import { hypothesesFixture } from './data/incidents';
import { incidentWithEvidence, incidentWithoutHypotheses } from './data/incidentSummary';
import { diagnosticsParams, playbooksFixture } from './data/playbooks';
import { completedRun, failedRun, runningRun } from './data/playbookRuns';
import { JOBS } from './data/jobs';
import { DEMO_USER } from './user';

// Loaded on a demo client's first call (a chunk of its own), so hosts that never show a demo do not
// carry the demo rows in the console entry.

type Call = (...args: never[]) => unknown;

/** The check rows the health widgets read by id, made from the summary fixtures. */
function checkRow(id: string) {
  const summary = checkFixtures.find((check) => check.id === id);
  return summary ? { ...checkDetailFixture, ...summary, id } : { ...checkDetailFixture, id };
}

const NOW = '2026-11-25T08:00:00Z';

/** Every area and call the widgets use, over one in-memory database per demo client. */
export function demoAreas(): Record<string, Record<string, Call>> {
  const permissions = permissionTables();
  const scopes = accessScopeTables();
  const { db } = fakeDb({
    ...permissions,
    ...scopes,
    people: [{ ...DEMO_USER, deleted_at: null }, ...((permissions.people ?? []) as Array<Record<string, unknown>>)],
    people_roles: [
      { id: DEMO_USER.id, name: DEMO_USER.name, email: DEMO_USER.email, roles: ['viewer'] },
      { id: EDITOR.id, name: EDITOR.name, email: EDITOR.email, roles: ['editor'] },
      { id: GUEST.id, name: GUEST.name, email: GUEST.email, roles: ['guest'] },
    ],
    incidents: [incidentWithEvidence, incidentWithoutHypotheses],
    hypotheses: hypothesesFixture,
    job_history: JOBS,
    job_history_names: [...new Set(JOBS.map((job) => job.name).filter(Boolean))].map((name) => ({ name })),
    properties: [
      { name: 'logs.disable', value: 'true', created_at: NOW, updated_at: NOW },
      { name: 'incidents.disable', value: 'false', created_at: NOW, updated_at: NOW },
    ],
  });
  const runs = [completedRun, runningRun, failedRun];
  return {
    canary: {
      summary: () => fixtureSummary(),
      graph: () => graphFixture,
      runCheck: () => ({ pass: true, duration: 120, invalid: false }),
      details: () => ({}),
      about: () => ({}),
      topology: () => ({ components: [] }),
    },
    db: {
      list: (query: PostgrestQuery, row: never, options: never) => {
        if (query.table !== 'checks') return db.list(query, row as never);
        const params = new URLSearchParams(query.toParams());
        const id = (params.get('id') ?? '').replace(/^eq\./, '');
        const rows = id ? [checkRow(id)] : checkFixtures.map((check) => checkRow(check.id));
        void options;
        return { data: rows, totalEntries: rows.length } as DbPage<never>;
      },
      checkStatuses: (params: CheckStatusesParams) => statusesPage(params),
      insert: db.insert as Call,
      update: db.update as Call,
      remove: db.remove as Call,
      softDelete: db.softDelete as Call,
    },
    auth: {
      whoami: () => ({ payload: { user: DEMO_USER, roles: ['viewer'], permissions: [] } }),
      tokens: () => tokensFixture,
      tokenPermissions: () => [],
      createToken: () => ({ payload: { token: 'demo.token.is.not.real' } }),
      deleteToken: () => undefined,
      inviteUser: () => ({}),
    },
    properties: { list: () => [] },
    version: { get: () => ({ appVersion: 'demo' }) },
    playbook: {
      list: () => playbooksFixture,
      params: () => ({ params: diagnosticsParams }),
      run: () => ({ run_id: completedRun.id, starts_at: NOW }),
      getRun: (id: string) => runs.find((run) => run.id === id) ?? completedRun,
    },
  };
}
