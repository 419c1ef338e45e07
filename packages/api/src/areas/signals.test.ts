import { describe, expect, it } from 'vitest';
import { createClient, type MissionControlClient } from '../client';
import { from } from '../postgrest/query';
import { personSchema } from '../schemas/people';
import { fakeFetch, json } from '../test/fakeFetch';

type Call = [name: string, (client: MissionControlClient, signal: AbortSignal) => Promise<unknown>];

/** Every request method takes an AbortSignal; a cancelled one never reaches the network. */
const calls: Call[] = [
  ['canary.summary', (c, signal) => c.canary.summary({ signal })],
  ['canary.summary POST', (c, signal) => c.canary.summary({ signal, sortBy: 'name' })],
  ['canary.graph', (c, signal) => c.canary.graph({ check: 'c', signal })],
  ['canary.runCheck', (c, signal) => c.canary.runCheck('c', { signal })],
  ['canary.details', (c, signal) => c.canary.details({ key: 'c', time: 't', signal })],
  ['canary.about', (c, signal) => c.canary.about({ signal })],
  ['canary.topology', (c, signal) => c.canary.topology({}, { signal })],
  ['agents.generate', (c, signal) => c.agents.generate({ name: 'eu' }, { signal })],
  ['db.list', (c, signal) => c.db.list(from('people'), personSchema, { signal })],
  ['db.insert', (c, signal) => c.db.insert('people', {}, personSchema, { signal })],
  ['db.update', (c, signal) => c.db.update(from('people').eq('id', '1'), {}, personSchema, { signal })],
  ['db.remove', (c, signal) => c.db.remove(from('people').eq('id', '1'), { signal })],
  ['db.softDelete', (c, signal) => c.db.softDelete('people', '1', { signal })],
  ['db.rpc', (c, signal) => c.db.rpc('fn', {}, personSchema, { signal })],
  [
    'db.checkStatuses',
    (c, signal) => c.db.checkStatuses({ checkId: 'c', start: '1h', pageIndex: 0, pageSize: 5 }, { signal }),
  ],
  ['auth.whoami', (c, signal) => c.auth.whoami({ signal })],
  ['auth.access', (c, signal) => c.auth.access({ signal })],
  [
    'auth.createToken',
    (c, signal) => c.auth.createToken({ name: 'a', expiry: '', auto_renew: false, scope: [] }, { signal }),
  ],
  ['auth.tokens', (c, signal) => c.auth.tokens({ signal })],
  ['auth.deleteToken', (c, signal) => c.auth.deleteToken('t', { signal })],
  ['auth.tokenPermissions', (c, signal) => c.auth.tokenPermissions('t', { signal })],
  ['auth.inviteUser', (c, signal) => c.auth.inviteUser({ email: 'a@b.co', role: 'guest' }, { signal })],
  ['rbac.roles', (c, signal) => c.rbac.roles('p', { signal })],
  ['rbac.updateRoles', (c, signal) => c.rbac.updateRoles('p', [], { signal })],
  ['rbac.dump', (c, signal) => c.rbac.dump({ signal })],
  ['people.update', (c, signal) => c.people.update({ id: 'p' }, { signal })],
  ['people.remove', (c, signal) => c.people.remove('p', { signal })],
  ['people.updateState', (c, signal) => c.people.updateState('p', 'active', { signal })],
  ['people.updateProperties', (c, signal) => c.people.updateProperties('p', {}, { signal })],
  ['playbook.list', (c, signal) => c.playbook.list({}, { signal })],
  ['playbook.params', (c, signal) => c.playbook.params('p', {}, { signal })],
  ['playbook.run', (c, signal) => c.playbook.run({ id: 'p' }, { signal })],
  ['playbook.getRun', (c, signal) => c.playbook.getRun('r', { signal })],
  ['playbook.approve', (c, signal) => c.playbook.approve('r', { signal })],
  ['playbook.cancel', (c, signal) => c.playbook.cancel('r', { signal })],
  ['properties.list', (c, signal) => c.properties.list({ signal })],
  ['version.get', (c, signal) => c.version.get({ signal })],
  ['resources.search', (c, signal) => c.resources.search({}, { signal })],
  ['notification.summary', (c, signal) => c.notification.summary({}, { signal })],
  ['notification.silence', (c, signal) => c.notification.silence({ until: null }, { signal })],
  ['notification.silencePreview', (c, signal) => c.notification.silencePreview({}, { signal })],
  ['topology.run', (c, signal) => c.topology.run('t', { signal })],
  ['changes.search', (c, signal) => c.changes.search({}, { signal })],
  ['changes.detail', (c, signal) => c.changes.detail('c', { signal })],
  ['changes.insights', (c, signal) => c.changes.insights({ pageIndex: 0, pageSize: 5 }, { signal })],
  ['changes.insight', (c, signal) => c.changes.insight('i', { signal })],
  ['changes.analyzers', (c, signal) => c.changes.analyzers({ signal })],
  ['logs.query', (c, signal) => c.logs.query({}, { signal })],
  ['logs.names', (c, signal) => c.logs.names({ signal })],
  ['applications.list', (c, signal) => c.applications.list({ signal })],
  [
    'applications.save',
    (c, signal) => c.applications.save({ name: 'a', namespace: 'default', spec: { mapping: {} } }, { signal }),
  ],
  ['applications.remove', (c, signal) => c.applications.remove('a', { signal })],
  ['applications.report', (c, signal) => c.applications.report('default', 'a', { signal })],
  ['catalog.summary', (c, signal) => c.catalog.summary({}, { signal })],
  ['catalog.changes', (c, signal) => c.catalog.changes({}, { signal })],
  ['catalog.runScraper', (c, signal) => c.catalog.runScraper('s', { signal })],
  ['connections.test', (c, signal) => c.connections.test('x', { signal })],
  ['views.run', (c, signal) => c.views.run('v', {}, { signal })],
  ['views.list', (c, signal) => c.views.list('cfg', { signal })],
  ['identity.createFlow', (c, signal) => c.identity.createFlow('login', { signal })],
  ['identity.getFlow', (c, signal) => c.identity.getFlow('login', 'f', { signal })],
  ['identity.submitFlow', (c, signal) => c.identity.submitFlow('login', 'f', {}, { signal })],
  ['identity.createLogoutFlow', (c, signal) => c.identity.createLogoutFlow({ signal })],
  ['identity.logout', (c, signal) => c.identity.logout('t', { signal })],
  ['identity.flowError', (c, signal) => c.identity.flowError('e', { signal })],
  ['identity.session', (c, signal) => c.identity.session({ signal })],
];

describe.each(calls)('%s', (_name, call) => {
  it('is cancelled by its signal before any request', async () => {
    const { fetch, calls: made } = fakeFetch(() => json({}));
    const controller = new AbortController();
    controller.abort();
    await expect(call(createClient({ fetch }), controller.signal)).rejects.toMatchObject({ kind: 'aborted' });
    expect(made).toHaveLength(0);
  });
});

describe('the table above', () => {
  it('covers every request method of every area', () => {
    const client = createClient();
    const methods = Object.entries(client).flatMap(([area, value]) =>
      value && typeof value === 'object' ? Object.keys(value).map((method) => `${area}.${method}`) : [],
    );
    const covered = new Set(calls.map(([name]) => name.split(' ')[0]));
    expect(methods.filter((method) => !covered.has(method))).toEqual([]);
  });
});
