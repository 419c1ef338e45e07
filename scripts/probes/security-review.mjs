#!/usr/bin/env node
// Reruns the probes of shared/reviews/security-975ab58.md against a running, freshly started
// reference server (throwaway data: it creates people, rows and checks, and ends by trying to
// lock every admin out). Loopback only. Prints one row per probe: finding, probe, what the
// server answered, and whether the finding held (fixed) or reproduced (open).
//
//   node scripts/probes/security-review.mjs http://127.0.0.1:9300 '<admin password>'
//
// kubectl reads the kube API address from the kubeconfig the guest downloads.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { as, call, login, probe, record, rows, setBase } from './lib.mjs';

const [base = 'http://127.0.0.1:9300', adminPassword = process.env.MC_ADMIN_PASSWORD] = process.argv.slice(2);
if (!adminPassword) throw new Error('usage: security-review.mjs <base url> <admin password>');
const baseUrl = new URL(base);
setBase(base);
const run = Date.now().toString(36);

// --- people -----------------------------------------------------------------
const adminLogin = await login('admin@example.com', adminPassword);
if (!adminLogin.json?.session_token) throw new Error(`admin sign-in failed: ${adminLogin.status} ${adminLogin.text}`);
const A = adminLogin.json.session_token;
const password = `Probe-${run}-Passw0rd!`;
const people = {};
for (const role of ['editor', 'viewer', 'guest', 'responder']) {
  const email = `${role}-${run}@probe.test`;
  const res = await call('POST', '/api/kratos/admin/identities', {
    headers: as(A),
    body: {
      schema_id: 'default',
      traits: { email, name: { first: role, last: 'Probe' } },
      metadata_admin: { role },
      credentials: { password: { config: { password } } },
    },
  });
  if (res.status !== 201) throw new Error(`creating ${role}: ${res.status} ${res.text}`);
  const session = await login(email, password);
  people[role] = { id: res.json.id, email, token: session.json.session_token };
}
const E = people.editor.token;
const V = people.viewer.token;
const G = people.guest.token;

const canaries = (await call('GET', '/api/db/canaries?select=id,name,namespace&order=name', { headers: as(A) })).json;
const inScope = canaries[0];
const outOfScope = canaries.find((c) => c.name !== inScope.name);
await call('POST', '/api/db/access_scopes', {
  headers: as(A),
  body: {
    name: `probe-guest-${run}`,
    person_id: people.guest.id,
    resources: ['canary', 'playbook'],
    scopes: [{ names: [inScope.name] }],
  },
});

async function createCanary(token, name, spec) {
  return call('POST', '/api/db/canaries', {
    headers: { ...as(token), Prefer: 'return=representation' },
    body: { name, namespace: 'default', spec },
  });
}
async function checkIdOf(canaryName) {
  for (let i = 0; i < 40; i++) {
    const res = await call('GET', `/api/db/checks?select=id,canaries!inner(name)&canaries.name=eq.${canaryName}`, {
      headers: as(A),
    });
    if (res.json?.[0]?.id) return res.json[0].id;
    await new Promise((r) => setTimeout(r, 250));
  }
  return undefined;
}

// --- High -------------------------------------------------------------------
await probe('S1', 'editor POST /api/db/permissions granting itself rbac', async () => {
  const res = await call('POST', '/api/db/permissions', {
    headers: as(E),
    body: {
      name: `probe-s1-${run}`,
      subject_type: 'person',
      person_id: people.editor.id,
      subject: people.editor.id,
      action: '*',
      object: 'rbac',
    },
  });
  const access = await call('GET', '/api/auth/access', { headers: as(E) });
  const escalated = JSON.stringify(access.json ?? {}).includes('"rbac":{"read":true,"write":true');
  record(
    'S1',
    'editor writes a permission row granting itself rbac',
    `${res.status}; rbac write afterwards: ${escalated}`,
    res.status >= 400 && !escalated,
  );
});

await probe('S2', 'guest GET /api/kubeconfig, then kubectl get canaries -A', async () => {
  let res = await call('GET', '/api/kubeconfig', { headers: as(G) });
  let how = 'without a grant';
  if (res.status !== 200) {
    record('S2', 'guest downloads a kubeconfig without a grant', `${res.status}`, res.status === 403);
    // The fix lets a permission grant it (read on kubernetes-proxy); the scopes must still hold.
    await call('POST', '/api/db/permissions', {
      headers: as(A),
      body: {
        name: `probe-s2-${run}`,
        subject_type: 'person',
        person_id: people.guest.id,
        subject: people.guest.id,
        object: 'kubernetes-proxy',
        action: 'read',
      },
    });
    res = await call('GET', '/api/kubeconfig', { headers: as(G) });
    how = 'with a kubernetes-proxy read grant';
    if (res.status !== 200) return record('S2', 'guest kubeconfig with a grant', `${res.status}`, false);
  }
  const dir = mkdtempSync(join(tmpdir(), 'probe-kube-'));
  const file = join(dir, 'config');
  writeFileSync(file, res.text);
  const out = execFileSync('kubectl', ['get', 'canaries', '-A', '-o', 'name'], {
    env: { ...process.env, KUBECONFIG: file },
    encoding: 'utf8',
  });
  const listed = out.trim().split('\n').filter(Boolean).length;
  record(
    'S2',
    `guest kubectl get canaries -A (${how})`,
    `kubectl lists ${listed} of ${canaries.length} canaries (1 in scope)`,
    listed <= 1,
  );
});

await probe('S3', 'editor creates an exec check reading /proc/$PPID/environ', async () => {
  const res = await createCanary(E, `probe-s3-${run}`, {
    schedule: '@every 1h',
    exec: [{ name: `probe-s3-${run}`, script: 'id -un; tr "\\0" "\\n" < /proc/$PPID/environ | base64 -w0' }],
  });
  record(
    'S3',
    'editor creates an exec check (default MC_EXEC_ROLES)',
    `${res.status} ${(res.json?.message ?? res.json?.error ?? '').slice(0, 80)}`,
    res.status >= 400,
  );
});

await probe('S3', 'admin exec check reads the server environment', async () => {
  const name = `probe-s3a-${run}`;
  const created = await createCanary(A, name, {
    schedule: '@every 1h',
    exec: [{ name, script: 'id -un; tr "\\0" "\\n" < /proc/$PPID/environ | base64 -w0' }],
  });
  if (created.status >= 300)
    return record('S3', 'admin exec check', `create ${created.status} ${created.text.slice(0, 80)}`, true);
  const id = await checkIdOf(name);
  const ran = await call('POST', `/api/canary/run/check/${id}`, { headers: as(A) });
  const lines = String(ran.json?.detail?.stdout ?? '').split('\n');
  const decoded = Buffer.from(lines.slice(1).join(''), 'base64').toString('utf8');
  const leaked = decoded.includes(adminPassword) || decoded.includes('MC_ADMIN_PASSWORD');
  const user = lines[0] || `(no output: ${String(ran.json?.error ?? ran.json?.message ?? ran.status).slice(0, 60)})`;
  record(
    'S3',
    'admin exec check: /proc/$PPID/environ, uid',
    `ran ${ran.status}; user ${user}; server env leaked: ${leaked}`,
    !leaked && user !== 'root',
  );
});

await probe('S4', 'editor http check borrowing a connection with its own url', async () => {
  await call('POST', '/api/db/connections', {
    headers: as(A),
    body: {
      name: `prod-api-${run}`,
      namespace: 'default',
      type: 'http',
      url: 'http://127.0.0.1:9/',
      username: 'svc-prod',
      password: 'TopSecret-Conn-Pass-77',
    },
  });
  const res = await createCanary(E, `probe-s4-${run}`, {
    schedule: '@every 1h',
    http: [
      { name: `probe-s4-${run}`, connection: `connection://default/prod-api-${run}`, url: 'http://127.0.0.1:9/steal' },
    ],
  });
  record(
    'S4',
    'spec url + connection credentials',
    `${res.status} ${(res.json?.message ?? res.json?.error ?? '').slice(0, 80)}`,
    res.status >= 400,
  );
});

// --- Medium -----------------------------------------------------------------
await probe('S6', 'guest reads job_history / job_histories', async () => {
  const a = await call('GET', '/api/db/job_histories?select=name', { headers: as(G) });
  const all = await call('GET', '/api/db/job_histories?select=name', { headers: as(A) });
  record(
    'S6',
    'guest GET /api/db/job_histories',
    `${a.status}; ${Array.isArray(a.json) ? a.json.length : '-'} rows (admin sees ${all.json?.length})`,
    a.status !== 200 || a.json.length < all.json.length,
  );
});

await probe('S6', 'guest POST /api/playbook/:id/params out of scope', async () => {
  const playbooks = (await call('GET', '/api/db/playbooks?select=id,name', { headers: as(A) })).json ?? [];
  const visible = new Set(
    ((await call('GET', '/api/db/playbooks?select=id', { headers: as(G) })).json ?? []).map((p) => p.id),
  );
  const hidden = playbooks.find((p) => !visible.has(p.id));
  if (!hidden) return record('S6', 'playbook params out of scope', 'no out-of-scope playbook to try', true);
  const res = await call('POST', `/api/playbook/${hidden.id}/params`, { headers: as(G), body: {} });
  record(
    'S6',
    'guest POST /api/playbook/<out-of-scope>/params',
    `${res.status}`,
    res.status === 404 || res.status === 403,
  );
});

await probe('S7', 'deny row on one canary for the viewer', async () => {
  await call('POST', '/api/db/permissions', {
    headers: as(A),
    body: {
      name: `probe-s7-${run}`,
      subject_type: 'person',
      subject: people.viewer.id,
      person_id: people.viewer.id,
      action: 'read',
      canary_id: outOfScope.id,
      deny: true,
    },
  });
  const res = await call('GET', `/api/db/canaries?select=name&id=eq.${outOfScope.id}`, { headers: as(V) });
  record(
    'S7',
    'viewer reads a canary denied to it',
    `${res.status}; ${Array.isArray(res.json) ? res.json.length : '-'} rows`,
    res.status !== 200 || res.json.length === 0,
  );
});

await probe('S8', 'filter oracle on connections.password', async () => {
  const res = await call('GET', `/api/db/connections?select=name&name=eq.prod-api-${run}&password=like.Top*`, {
    headers: as(A),
  });
  record(
    'S8',
    'GET connections?password=like.Top*',
    `${res.status}; ${Array.isArray(res.json) ? `${res.json.length} rows` : (res.json?.message ?? '').slice(0, 60)}`,
    res.status === 400,
  );
});

await probe('S9', 'canaries:read token lists tokens', async () => {
  const created = await call('POST', '/api/auth/create_token', {
    headers: as(A),
    body: { name: `probe-s9-${run}`, expiry: '30d', scope: [{ object: 'canaries', action: 'read' }] },
  });
  const token = created.json?.payload?.token;
  const res = await call('GET', '/api/auth/tokens', { headers: { Authorization: `Bearer ${token}` } });
  record('S9', 'canaries:read token GET /api/auth/tokens', `${res.status}`, res.status === 403);
});

await probe('S12', 'return_to=/%09/host while signed in', async () => {
  const res = await call('GET', '/api/kratos/self-service/login/browser?return_to=%2F%09%2Flocalhost%3A9308%2Fpwned', {
    headers: as(V),
  });
  const location = res.headers.location ?? '';
  const resolved = location ? new URL(location, base) : undefined;
  record(
    'S12',
    'login/browser?return_to=/%09/localhost:9308',
    `${res.status} Location ${JSON.stringify(location).slice(0, 60)}`,
    !resolved || resolved.host === baseUrl.host,
  );
});

await probe('S14', 'connection Test to the cloud metadata address', async () => {
  const created = await call('POST', '/api/db/connections', {
    headers: { ...as(A), Prefer: 'return=representation' },
    body: {
      name: `metadata-${run}`,
      namespace: 'default',
      type: 'http',
      url: 'http://169.254.169.254/latest/meta-data/',
    },
  });
  const res = await call('POST', `/api/connection/test/${created.json?.[0]?.id}`, { headers: as(A) });
  const text = (res.json?.message ?? res.json?.error ?? res.text).slice(0, 90);
  record(
    'S14',
    'admin Test http://169.254.169.254/',
    `${res.status} ${text}`,
    // Refused by the server itself: no HTTP answer came back from the address (this sandbox's own
    // network answers a metadata address with "HTTP 403 … denied destination", which is not ours).
    res.status === 400 && !/HTTP \d{3}/.test(text) && /not allowed|refused|policy|link-local|metadata/i.test(text),
  );
});

await probe('S15', '100 bogus well-formed tokens on /api/health', async () => {
  const started = performance.now();
  const bogus = () => `${Math.random().toString(36).slice(2, 18).padEnd(16, 'a')}.${'b'.repeat(16)}.1.65536.4`;
  await Promise.all(
    // From another loopback address: the fix counts failed tokens per address, and the MCP probe below
    // must not inherit this one's budget.
    Array.from({ length: 100 }, () =>
      call('GET', '/api/health', { headers: { Authorization: `Bearer ${bogus()}` }, localAddress: '127.0.0.3' }),
    ),
  );
  const ms = Math.round(performance.now() - started);
  record('S15', '100 concurrent bogus tokens', `${ms} ms`, ms < 1000);
});

await probe('S16', 'parameter regex "[b×960a]{600}X" on "a"×5000', async () => {
  const created = await call('POST', '/api/db/playbooks', {
    headers: { ...as(A), Prefer: 'return=representation' },
    body: {
      name: `probe-s16-${run}`,
      namespace: 'default',
      spec: {
        parameters: [{ name: 'v', label: 'v', properties: { regex: `[${'b'.repeat(960)}a]{600}X` } }],
        actions: [{ name: 'noop', exec: { script: 'true' } }],
      },
    },
  });
  const id = created.json?.[0]?.id;
  const health = call('GET', '/api/health');
  const res = await call('POST', '/api/playbook/run', {
    headers: as(A),
    body: { id, params: { v: 'a'.repeat(5000) } },
  });
  const h = await health;
  record(
    'S16',
    'POST /api/playbook/run with that regex',
    `${res.status} in ${res.ms} ms; /api/health ${h.ms} ms`,
    res.ms < 1000,
  );
});

await probe('S18', 'canaries:read+mcp token runs a check through MCP', async () => {
  const created = await call('POST', '/api/auth/create_token', {
    headers: as(E),
    body: {
      name: `probe-s18-${run}`,
      expiry: '30d',
      scope: [
        { object: 'canaries', action: 'read' },
        { object: 'mcp', action: '*' },
      ],
    },
  });
  const token = created.json?.payload?.token;
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json, text/event-stream' };
  await call('POST', '/api/mcp', {
    headers,
    body: {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
    },
  });
  const checkId = (await call('GET', '/api/db/checks?select=id&limit=1', { headers: as(A) })).json[0].id;
  const res = await call('POST', '/api/mcp', {
    headers,
    body: {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'run_health_check', arguments: { id: checkId } },
    },
  });
  // Streamable HTTP answers JSON or one SSE `data:` line; the tool's refusal is `isError` or a JSON-RPC error.
  const message = JSON.parse(/^data: (.*)$/m.exec(res.text)?.[1] ?? (res.text || '{}'));
  const refused = res.status >= 400 || message.error !== undefined || message.result?.isError === true;
  record(
    'S18',
    'tools/call run_health_check with canaries:read+mcp',
    `${res.status} ${refused ? 'refused' : 'ran'}`,
    refused,
  );
});

await probe('S19', 'cross-site Run Now with a cookie and an unrelated Basic header', async () => {
  const checkId = (await call('GET', '/api/db/checks?select=id&limit=1', { headers: as(A) })).json[0].id;
  const res = await call('POST', `/api/canary/run/check/${checkId}`, {
    headers: {
      Cookie: `mc_session=${E}`,
      'Sec-Fetch-Site': 'cross-site',
      Origin: 'http://evil.example',
      Authorization: 'Basic dXNlcjpwYXNz',
    },
  });
  record(
    'S19',
    'cross-site POST with Basic user:pass + cookie',
    `${res.status}`,
    res.status === 403 || res.status === 401,
  );
});

await probe('S21', 'admin changes the responder role', async () => {
  const res = await call('POST', `/api/rbac/${people.responder.id}/update_role`, {
    headers: as(A),
    body: { roles: ['viewer'] },
  });
  record('S21', 'POST /api/rbac/<responder>/update_role {viewer}', `${res.status}`, res.status === 200);
});

await probe('S22', 'graph start=9999999d', async () => {
  const checkId = (await call('GET', '/api/db/checks?select=id&limit=1', { headers: as(A) })).json[0].id;
  const res = await call('GET', `/api/canary/api/graph?check=${checkId}&start=9999999d`, { headers: as(A) });
  record('S22', 'graph start=9999999d', `${res.status}`, res.status === 400);
});

await probe('S22', 'Prefer: max-affected=1 on a 3-row DELETE', async () => {
  for (let i = 0; i < 3; i++)
    await call('POST', '/api/db/properties', { headers: as(A), body: { name: `probe.m6.${run}.${i}`, value: 'x' } });
  const res = await call('DELETE', `/api/db/properties?name=like.probe.m6.${run}.*`, {
    headers: { ...as(A), Prefer: 'max-affected=1,handling=strict' },
  });
  const left = (await call('GET', `/api/db/properties?select=name&name=like.probe.m6.${run}.*`, { headers: as(A) }))
    .json;
  record(
    'S22',
    'DELETE 3 rows with max-affected=1',
    `${res.status}; ${left?.length} rows left`,
    res.status >= 400 && left?.length === 3,
  );
});

await probe('S22', 'canary with schedule "every blue moon"', async () => {
  const res = await createCanary(A, `probe-m7-${run}`, {
    schedule: 'every blue moon',
    http: [{ name: `probe-m7-${run}`, url: 'http://127.0.0.1:9/' }],
  });
  record('S22', 'POST canary schedule "every blue moon"', `${res.status}`, res.status === 400);
});

// --- last: probes that lock people out --------------------------------------
await probe('S10', '11 wrong admin passwords from 127.0.0.2, then the right one from 127.0.0.1', async () => {
  let last;
  for (let i = 0; i < 11; i++) last = await login('admin@example.com', `wrong-pass-${i}`, '127.0.0.2');
  const right = await login('admin@example.com', adminPassword, '127.0.0.1');
  record(
    'S10',
    'stranger locks the admin out',
    `wrong #11 → ${last.status}; right password elsewhere → ${right.status}`,
    right.status === 200,
  );
});

await probe('S1', 'editor denies the admin role everything', async () => {
  const res = await call('POST', '/api/db/permissions', {
    headers: as(E),
    body: { name: `probe-lockout-${run}`, subject_type: 'role', subject: 'admin', action: '*', deny: true },
  });
  const after = await call('GET', '/api/db/permissions?select=name&limit=1', { headers: as(A) });
  record(
    'S1',
    'editor writes a deny row for the admin role',
    `${res.status}; admin reads permissions afterwards: ${after.status}`,
    res.status >= 400 && after.status === 200,
  );
});

console.log('| finding | probe | answer | status |');
console.log('| --- | --- | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.id} | ${row.probe} | ${row.answer.replaceAll('|', '\\|')} | ${row.held ? 'fixed' : 'reproduces'} |`,
  );
