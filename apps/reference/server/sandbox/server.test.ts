import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createPerson, tokenHeaders } from '../testing/auth';
import { killServer, startServer, waitForHealth, type ServerProcess } from '../testing/serverProcess';

/**
 * S3 on the real server process (tsx main.ts, as root in CI): exec checks
 * written through /api/db and run with Run Now, probed as the review did.
 */
const PORT = 9440;
const LISTENER_PORT = 9442;
const ADMIN_PASSWORD = 'S3-review-admin-pass-2026!';
const EVENTUALLY = { timeout: 20_000, interval: 100 };

function processesWith(command: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const state = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (cmdline.startsWith(command) && !/^\d+ \(.*\) Z/.test(state)) found.push(Number(entry));
    } catch {
      // Gone while reading.
    }
  }
  return found;
}

interface RunResult {
  pass?: boolean;
  error?: string;
  message?: string;
  detail?: { stdout?: string; stderr?: string };
}

describe('S3: exec checks on the real server process', () => {
  let dataDir: string;
  let server: ServerProcess;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let listener: net.Server;
  let connections = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mc-s3-'));
    const db = await openDatabase({ dataDir });
    await migrate(db);
    admin = await tokenHeaders(db);
    editor = await tokenHeaders(db, await createPerson(db, ['editor']));
    await db.close();
    listener = net.createServer((socket) => {
      connections++;
      socket.end('reached\n');
    });
    await new Promise<void>((resolve) => listener.listen(LISTENER_PORT, '127.0.0.1', resolve));
    server = startServer({ dataDir, port: PORT, env: { MC_RUNNER: 'false', MC_ADMIN_PASSWORD: ADMIN_PASSWORD } });
    await waitForHealth(server);
  }, 180_000);

  afterAll(async () => {
    if (server) await killServer(server);
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (auth: Record<string, string>, path: string, body: unknown) =>
    fetch(`${server.base}/api/db/${path}`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(body),
    });

  /** Saves a canary with one exec check as the admin and returns the check's id. */
  async function execCheck(name: string, fields: Record<string, unknown>): Promise<string> {
    const res = await post(admin, 'canaries', {
      name,
      namespace: 'default',
      spec: { schedule: '@every 1h', exec: [{ name, ...fields }] },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [canary] = (await res.json()) as Array<{ id: string }>;
    const checks = await fetch(`${server.base}/api/db/checks?canary_id=eq.${canary!.id}&select=id`, {
      headers: admin,
    });
    const [check] = (await checks.json()) as Array<{ id: string }>;
    return check!.id;
  }

  const runNow = async (id: string): Promise<RunResult> => {
    const res = await fetch(`${server.base}/api/canary/run/check/${id}`, { method: 'POST', headers: admin });
    expect(res.status).toBe(200);
    return (await res.json()) as RunResult;
  };
  const text = (result: RunResult) => JSON.stringify(result);

  it('S3: an exec check cannot read /proc/<server pid>/environ (the review probe, base64 included)', async () => {
    const pid = server.child.pid!;
    const id = await execCheck('s3-environ', {
      script: `id -un; tr '\\0' '\\n' < /proc/$PPID/environ | base64 -w0; tr '\\0' '\\n' < /proc/${pid}/environ | base64 -w0; echo; ls /proc | grep -c '^[0-9]'`,
    });
    const result = await runNow(id);
    const stdout = result.detail?.stdout ?? '';
    const decoded = stdout
      .split('\n')
      .map((line) => Buffer.from(line, 'base64').toString('utf8'))
      .join('\n');
    expect(decoded).not.toContain(ADMIN_PASSWORD);
    expect(decoded).not.toContain('MC_DATA_DIR');
    expect(text(result)).not.toContain(ADMIN_PASSWORD);
    expect(result.detail?.stderr).toContain(`cannot open /proc/${pid}/environ: No such file`);
    if (process.getuid?.() === 0) expect(stdout.split('\n')[0]).toBe('nobody');
  });

  it('S3: an exec check cannot reach the network unless its spec says network: true', async () => {
    const connect = `${process.execPath} -e "require('net').connect(${LISTENER_PORT}, '127.0.0.1').on('data', (d) => { process.stdout.write(String(d)); process.exit(0) }).on('error', (e) => { console.log(e.code); process.exit(3) })"`;
    const closed = await runNow(await execCheck('s3-no-network', { script: connect }));
    expect(closed.pass ?? false).toBe(false);
    expect(closed.detail?.stdout).toMatch(/ECONNREFUSED|ENETUNREACH/);
    expect(connections).toBe(0);
    const open = await runNow(await execCheck('s3-network', { script: connect, network: true }));
    expect(open.pass).toBe(true);
    expect(open.detail?.stdout).toBe('reached\n');
    expect(connections).toBe(1);
  });

  it('S3: cannot write outside its private /tmp, and the data directory is hidden', async () => {
    const id = await execCheck('s3-write', {
      script: `echo ok > /tmp/inside && cat /tmp/inside; touch ${dataDir}/pwned || echo data-refused; ls -A ${dataDir} | wc -l`,
    });
    const result = await runNow(id);
    expect(result.detail?.stdout).toBe('ok\ndata-refused\n0\n');
    expect(existsSync(join(dataDir, 'pwned'))).toBe(false);
    expect(readdirSync(dataDir).length).toBeGreaterThan(0);
  });

  it('S3: on timeout the check is killed with its setsid grandchildren', async () => {
    const marker = `97.${PORT}3`;
    const id = await execCheck('s3-setsid', { timeout: '2s', script: `setsid sleep ${marker} & sleep 60` });
    const result = await runNow(id);
    expect(result.pass ?? false).toBe(false);
    expect(text(result)).toContain('check timed out after 2s');
    await vi.waitFor(() => expect(processesWith(`sleep ${marker}`)).toEqual([]), EVENTUALLY);
  });

  it("S3: an editor's exec check is refused under the default MC_EXEC_ROLES", async () => {
    const res = await post(editor, 'canaries', {
      name: 's3-editor',
      namespace: 'default',
      spec: { schedule: '@every 1h', exec: [{ name: 'x', script: 'id -un' }] },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'only admin may create or change exec checks and exec playbook actions (MC_EXEC_ROLES)',
    );
  });

  it('S3: shutdown kills a running exec check with its setsid grandchildren', { timeout: 60_000 }, async () => {
    const marker = `97.${PORT}4`;
    const id = await execCheck('s3-shutdown', { timeout: '60s', script: `setsid sleep ${marker} & sleep 60` });
    const pending = fetch(`${server.base}/api/canary/run/check/${id}`, { method: 'POST', headers: admin }).catch(
      () => undefined,
    );
    await vi.waitFor(() => expect(processesWith(`sleep ${marker}`)).toHaveLength(1), EVENTUALLY);
    server.child.kill('SIGTERM');
    await server.exited;
    await pending;
    await vi.waitFor(() => expect(processesWith(`sleep ${marker}`)).toEqual([]), EVENTUALLY);
  });
});
