import { describe, expect, it, vi } from 'vitest';
import { createClient, type MissionControlClient } from '../client';
import * as fx from '../__fixtures__/backend';
import { fakeFetch, json, type RecordedCall } from '../test/fakeFetch';

type Case = [
  name: string,
  call: (client: MissionControlClient) => Promise<unknown>,
  response: unknown,
  expected: Partial<RecordedCall>,
];

const cases: Case[] = [
  [
    'rbac roles',
    (c) => c.rbac.roles('p/1'),
    { message: '', payload: ['admin'] },
    { method: 'GET', url: '/api/rbac/p%2F1/roles' },
  ],
  [
    'rbac update roles',
    (c) => c.rbac.updateRoles('p1', ['editor']),
    { message: 'Role updated successfully' },
    { method: 'POST', url: '/api/rbac/p1/update_role', body: { roles: ['editor'] } },
  ],
  ['rbac dump', (c) => c.rbac.dump(), [{ subject: 'admin', object: '*', action: '*' }], { url: '/api/rbac/dump' }],
  [
    'token permissions',
    (c) => c.auth.tokenPermissions('t1'),
    { message: '', payload: [] },
    { url: '/api/rbac/token/t1/permissions' },
  ],
  [
    'invite user',
    (c) => c.auth.inviteUser({ firstName: 'Gus', lastName: 'Guest', email: 'gus@example.com', role: 'guest' }),
    { link: 'https://mc.example/login?invite=1' },
    {
      method: 'POST',
      url: '/api/auth/invite_user',
      body: { firstName: 'Gus', lastName: 'Guest', email: 'gus@example.com', role: 'guest' },
    },
  ],
  [
    'people update',
    (c) => c.people.update({ id: 'p1', name: 'Ada' }),
    {},
    { method: 'POST', url: '/api/people/update', body: { id: 'p1', name: 'Ada' } },
  ],
  ['people delete', (c) => c.people.remove('p1'), { message: 'success' }, { method: 'DELETE', url: '/api/people/p1' }],
  [
    'identity state',
    (c) => c.people.updateState('p1', 'inactive'),
    {},
    { method: 'POST', url: '/api/auth/p1/update_state', body: { id: 'p1', state: 'inactive' } },
  ],
  [
    'playbook list for a check',
    (c) => c.playbook.list({ check_id: 'c1' }),
    [fx.playbook],
    { method: 'GET', url: '/api/playbook/list?check_id=c1' },
  ],
  [
    'playbook params',
    (c) => c.playbook.params('pb1', { config_id: 'cfg' }),
    { params: [{ name: 'reason' }] },
    { method: 'POST', url: '/api/playbook/pb1/params', body: { config_id: 'cfg' } },
  ],
  [
    'playbook run',
    (c) => c.playbook.run({ id: 'pb1', config_id: 'cfg', params: { reason: 'stuck' } }),
    fx.playbookRunResponse,
    { method: 'POST', url: '/api/playbook/run', body: { id: 'pb1', config_id: 'cfg', params: { reason: 'stuck' } } },
  ],
  ['playbook get run', (c) => c.playbook.getRun('r1'), fx.playbookRun, { url: '/api/playbook/run/r1' }],
  ['playbook approve', (c) => c.playbook.approve('r1'), {}, { method: 'POST', url: '/api/playbook/run/approve/r1' }],
  ['playbook cancel', (c) => c.playbook.cancel('r1'), {}, { method: 'POST', url: '/api/playbook/run/cancel/r1' }],
  [
    'resource search',
    (c) => c.resources.search({ checks: [{ search: 'api' }] }),
    fx.resourceSearchResponse,
    { method: 'POST', url: '/api/resources/search', body: { checks: [{ agent: 'all', search: 'api' }] } },
  ],
  [
    'notification summary',
    (c) => c.notification.summary({ search: 'x', pageIndex: 0, pageSize: 50 }),
    { results: [] },
    { method: 'POST', url: '/api/notification/summary', body: { search: 'x', pageIndex: 0, pageSize: 50 } },
  ],
  [
    'notification silence indefinitely',
    (c) => c.notification.silence({ check_id: 'c1', until: null }),
    // The server answers the saved silence.
    { id: 's1', name: null, from: null, until: null },
    { method: 'POST', url: '/api/notification/silence', body: { check_id: 'c1', until: null } },
  ],
  [
    'silence preview',
    (c) => c.notification.silencePreview({ filter: 'x' }),
    [],
    { method: 'GET', url: '/api/notification/silence_preview?filter=x' },
  ],
  [
    'logs',
    (c) => c.logs.query({ name: 'loki', query: '{app="api"}' }),
    { total: 0, results: [] },
    { method: 'POST', url: '/api/logs', body: { name: 'loki', query: '{app="api"}' } },
  ],
  [
    'catalog summary',
    (c) => c.catalog.summary({ groupBy: ['type'] }),
    [],
    { method: 'POST', url: '/api/catalog/summary' },
  ],
  [
    'catalog changes',
    (c) => c.catalog.changes({ id: 'cfg', recursive: 'all', depth: 5, page: 1, page_size: 50 }),
    fx.catalogChangesResponse,
    {
      method: 'POST',
      url: '/api/catalog/changes',
      body: { id: 'cfg', recursive: 'all', depth: 5, page: 1, page_size: 50 },
    },
  ],
  [
    'connection test',
    (c) => c.connections.test('x1'),
    { message: 'ok' },
    { method: 'POST', url: '/api/connection/test/x1' },
  ],
  [
    'view run',
    (c) => c.views.run('v1', { variables: { cluster: 'a' }, limit: 25 }),
    {},
    { method: 'POST', url: '/api/view/v1', body: { variables: { cluster: 'a' }, limit: 25 } },
  ],
  ['view list', (c) => c.views.list('cfg'), [], { url: '/api/view/list?config_id=cfg' }],
  [
    'canary topology',
    (c) => c.canary.topology({ id: 'comp-1', depth: '2' }),
    { components: [{ id: 'comp-1', name: 'api' }], healthStatuses: ['healthy'] },
    { url: '/api/canary/api/topology?id=comp-1&depth=2' },
  ],
  [
    'agent generate',
    (c) => c.agents.generate({ name: 'eu-west' }),
    { id: 'a1', username: 'agent-eu-west', password: 'secret' },
    { method: 'POST', url: '/api/agent/generate', body: { name: 'eu-west' } },
  ],
  [
    'identity create login flow with aal2',
    (c) => c.identity.createFlow('login', { returnTo: '/health', aal: 'aal2' }),
    fx.loginFlow,
    { url: '/api/kratos/self-service/login/browser?return_to=%2Fhealth&aal=aal2' },
  ],
  [
    'identity create recovery flow ignores login-only options',
    (c) => c.identity.createFlow('recovery', { refresh: true }),
    fx.loginFlow,
    { url: '/api/kratos/self-service/recovery/browser' },
  ],
  [
    'identity get flow',
    (c) => c.identity.getFlow('settings', 'f1'),
    fx.loginFlow,
    { url: '/api/kratos/self-service/settings/flows?id=f1' },
  ],
  [
    'identity submit',
    (c) => c.identity.submitFlow('login', 'f1', { method: 'password', identifier: 'a', password: 'b' }),
    { session: { id: 's' } },
    {
      method: 'POST',
      url: '/api/kratos/self-service/login?flow=f1',
      body: { method: 'password', identifier: 'a', password: 'b' },
    },
  ],
  [
    'identity logout flow',
    (c) => c.identity.createLogoutFlow(),
    { logout_url: 'https://x/logout?token=t', logout_token: 't' },
    { url: '/api/kratos/self-service/logout/browser' },
  ],
  ['identity logout', (c) => c.identity.logout('t'), null, { url: '/api/kratos/self-service/logout?token=t' }],
  [
    'identity flow error',
    (c) => c.identity.flowError('e1'),
    fx.flowError,
    { url: '/api/kratos/self-service/errors?id=e1' },
  ],
  ['identity session', (c) => c.identity.session(), { id: 's', active: true }, { url: '/api/kratos/sessions/whoami' }],
];

describe.each(cases)('%s', (_name, call, response, expected) => {
  it('calls the backend path with the right method and body', async () => {
    const { fetch, calls } = fakeFetch(() => json(response));
    await call(createClient({ fetch }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject(expected);
  });
});

describe('area edge cases', () => {
  it('reads a missing rbac roles payload as none', async () => {
    const { fetch } = fakeFetch(() => json({ message: '' }));
    await expect(createClient({ fetch }).rbac.roles('p1')).resolves.toEqual([]);
  });

  it('refuses a playbook run without an id before calling the server', async () => {
    const { fetch, calls } = fakeFetch(() => json(fx.playbookRunResponse));
    await expect(createClient({ fetch }).playbook.run({ id: '' })).rejects.toMatchObject({
      kind: 'validation',
      field: 'id',
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses an invite without a valid email', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    await expect(
      createClient({ fetch }).auth.inviteUser({ email: 'not-an-email', role: 'guest' }),
    ).rejects.toMatchObject({ kind: 'validation', field: 'email' });
    expect(calls).toHaveLength(0);
  });

  it('surfaces a failed connection test with the backend message', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'dial tcp: connection refused' }, { status: 400 }));
    await expect(createClient({ fetch }).connections.test('x')).rejects.toMatchObject({
      message: 'dial tcp: connection refused',
    });
  });

  it('keeps a 400 flow in the error body and never calls onUnauthorized for identity calls', async () => {
    const onUnauthorized = vi.fn();
    const answers = [json(fx.loginFlow, { status: 400 }), json({ error: { id: 'session_inactive' } }, { status: 401 })];
    const { fetch } = fakeFetch(() => answers.shift()!);
    const identity = createClient({ fetch, onUnauthorized }).identity;
    await expect(identity.submitFlow('login', 'f1', {})).rejects.toMatchObject({ status: 400, body: { id: 'flow-1' } });
    await expect(identity.session()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('mounts identity flows where the host says and builds the kubeconfig address', async () => {
    const { fetch, calls } = fakeFetch(() => json(fx.loginFlow));
    const client = createClient({ fetch, mode: 'direct', baseUrl: 'https://org.example', identityPath: '/.ory/' });
    await client.identity.getFlow('login', 'f');
    expect(calls[0]!.url).toBe('https://org.example/.ory/self-service/login/flows?id=f');
    expect(client.kubeconfigUrl()).toBe('https://org.example/kubeconfig');
    expect(createClient().kubeconfigUrl()).toBe('/api/kubeconfig');
  });
});
