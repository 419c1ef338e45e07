import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scrubSecretEnv } from '../lifecycle';
import { runExec } from '../playbooks/actions';
import { execCheck } from '../runner/executors/exec';
import { killAllGroups } from '../runner/processes';
import { resetSandboxProbe } from './bwrap';
import { runSandboxed } from './run';

/**
 * The exec sandbox with the real bwrap (scripts/setup-test-env.sh installs
 * bubblewrap): what a script can and cannot reach from inside.
 */
const EVENTUALLY = { timeout: 15_000, interval: 50 };
const run = (spec: Record<string, unknown>, signal = new AbortController().signal) =>
  execCheck(spec, { signal, timeoutMs: 10_000 });
const out = (result: { detail?: Record<string, unknown> }) => String(result.detail?.stdout ?? '');
const err = (result: { detail?: Record<string, unknown> }) => String(result.detail?.stderr ?? '');

/** Pids of live host processes whose command line starts with `command` (not the shells that mention it). */
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

describe('S3: the exec sandbox', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetSandboxProbe();
  });

  it('S3: an exec check cannot read the server process environment through /proc', async () => {
    process.env.MC_S3_PROBE_SECRET = 'server-secret-value-42';
    const result = await run({
      script: `cat /proc/${process.pid}/environ; cat /proc/$PPID/environ | tr '\\0' '\\n'; ls /proc | grep -c '^[0-9]'`,
    });
    expect(out(result)).not.toContain('server-secret-value-42');
    expect(err(result)).toContain(`/proc/${process.pid}/environ: No such file or directory`);
    // Its /proc shows its own PID namespace only: bwrap's init, prlimit's shell and the few commands.
    expect(Number(out(result).trim().split('\n').pop())).toBeLessThan(10);
  });

  it('S3: startup secrets leave the server environment and are still masked in stored output', async () => {
    process.env.MC_ADMIN_PASSWORD = 'S3-scrubbed-admin-pass';
    scrubSecretEnv();
    expect(process.env.MC_ADMIN_PASSWORD).toBeUndefined();
    const result = await run({ script: 'echo "leak: S3-scrubbed-admin-pass"' });
    expect(result.message).toBe('leak: ****');
  });

  it('S3: runs as an unprivileged user with the resource limits', async () => {
    const result = await run({ script: 'id -u; cat /proc/self/limits' });
    const [uid] = out(result).split('\n');
    if (process.getuid?.() === 0) expect(uid).toBe('65534');
    expect(out(result)).toMatch(/Max cpu time\s+60\s+60/);
    expect(out(result)).toMatch(/Max processes\s+64\s+64/);
    expect(out(result)).toMatch(/Max address space\s+1073741824\s+1073741824/);
    expect(out(result)).toMatch(/Max file size\s+67108864\s+67108864/);
  });

  it('S3: a fork bomb stops at the process limit and the server keeps going', async () => {
    process.env.MC_EXEC_PROCESSES = '16';
    const result = await run({ script: 'i=0; while [ $i -lt 40 ]; do sleep 5 & i=$((i+1)); done; wait' });
    expect(result.pass).toBe(false);
    expect(err(result)).toMatch(/fork|Resource temporarily unavailable/i);
  });

  it('S3: cannot write outside its private /tmp, and its /tmp is not the host one', async () => {
    const marker = `mc-s3-tmp-${process.pid}`;
    const result = await run({
      script: `echo inside > /tmp/${marker} && cat /tmp/${marker}; touch /etc/${marker} || echo etc-refused; touch ${process.cwd()}/${marker} || echo cwd-refused`,
    });
    expect(out(result)).toContain('inside');
    expect(out(result)).toContain('etc-refused');
    expect(out(result)).toContain('cwd-refused');
    expect(err(result)).toContain('Read-only file system');
    expect(existsSync(`/tmp/${marker}`)).toBe(false);
    expect(existsSync(`/etc/${marker}`)).toBe(false);
  });

  describe('network', () => {
    let server: net.Server;
    let connections = 0;
    const port = 9441;
    beforeAll(async () => {
      server = net.createServer((socket) => {
        connections++;
        socket.end('hello\n');
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const connect = `${process.execPath} -e "require('net').connect(${port}, '127.0.0.1').on('data', (d) => { process.stdout.write(String(d)); process.exit(0) }).on('error', (e) => { console.log(e.code); process.exit(3) })"`;

    it('S3: an exec check cannot reach the network unless its spec says network: true', async () => {
      const closed = await run({ script: connect });
      expect(closed.pass).toBe(false);
      expect(out(closed)).toMatch(/ECONNREFUSED|ENETUNREACH/);
      expect(connections).toBe(0);

      const open = await run({ script: connect, network: true });
      expect(open.pass).toBe(true);
      expect(out(open)).toBe('hello\n');
      expect(connections).toBe(1);
    });

    it('S3: an exec playbook action has the network only with exec.network: true', async () => {
      const before = connections;
      const closed = await runExec({ script: connect }, 10_000, { signal: new AbortController().signal, env: {} });
      expect(closed.status).toBe('failed');
      const open = await runExec({ script: connect, network: true }, 10_000, {
        signal: new AbortController().signal,
        env: {},
      });
      expect(open).toMatchObject({ status: 'completed', result: { stdout: 'hello\n' } });
      expect(connections).toBe(before + 1);
    });

    it('S3: network must be a boolean', async () => {
      await expect(run({ script: 'true', network: 'yes' })).rejects.toThrow('network must be true or false');
    });
  });

  it('S3: a timeout kills the script with its setsid grandchildren (the whole PID namespace)', async () => {
    const marker = `97.${process.pid}1`;
    const controller = new AbortController();
    const running = run({ script: `setsid sleep ${marker} & sleep 60` }, controller.signal).catch(
      (error: unknown) => error,
    );
    await vi.waitFor(() => expect(processesWith(`sleep ${marker}`).length).toBe(1), EVENTUALLY);
    controller.abort(new Error('check timed out after 2s'));
    expect(await running).toEqual(new Error('check timed out after 2s'));
    await vi.waitFor(() => expect(processesWith(`sleep ${marker}`)).toEqual([]), EVENTUALLY);
  });

  it('S3: a cancelled or timed-out playbook action, and shutdown, take setsid grandchildren with them', async () => {
    const context = (signal: AbortSignal) => ({ signal, env: {} });
    const cancelMarker = `95.${process.pid}1`;
    const controller = new AbortController();
    const cancelled = runExec(
      { script: `setsid sleep ${cancelMarker} & sleep 60` },
      60_000,
      context(controller.signal),
    );
    await vi.waitFor(() => expect(processesWith(`sleep ${cancelMarker}`).length).toBe(1), EVENTUALLY);
    controller.abort();
    expect(await cancelled).toMatchObject({ status: 'failed', error: 'script cancelled' });
    await vi.waitFor(() => expect(processesWith(`sleep ${cancelMarker}`)).toEqual([]), EVENTUALLY);

    const timeoutMarker = `94.${process.pid}1`;
    const timedOut = runExec(
      { script: `setsid sleep ${timeoutMarker} & sleep 60` },
      1500,
      context(new AbortController().signal),
    );
    expect(await timedOut).toMatchObject({ status: 'failed', error: 'script timed out after 1500 ms' });
    await vi.waitFor(() => expect(processesWith(`sleep ${timeoutMarker}`)).toEqual([]), EVENTUALLY);

    const shutdownMarker = `93.${process.pid}1`;
    const running = runExec(
      { script: `setsid sleep ${shutdownMarker} & sleep 60` },
      60_000,
      context(new AbortController().signal),
    );
    await vi.waitFor(() => expect(processesWith(`sleep ${shutdownMarker}`).length).toBe(1), EVENTUALLY);
    await killAllGroups(5000);
    expect((await running).status).toBe('failed');
    await vi.waitFor(() => expect(processesWith(`sleep ${shutdownMarker}`)).toEqual([]), EVENTUALLY);
  });

  it('S3: a script stopped at any point of its start-up ends, and nothing of it is left running', async () => {
    // bwrap's sandbox init leaves bwrap's process group before it asks to die with bwrap; a stop that landed in
    // between used to leave the sandbox running and the run waiting for its output (seen about once in 100 here).
    const marker = `92.${process.pid}1`;
    const stuck: number[] = [];
    for (let batch = 0; batch < 12; batch += 1) {
      await Promise.all(
        Array.from({ length: 8 }, async (_, index) => {
          const delay = (batch % 6) * 8 + index;
          const controller = new AbortController();
          const running = runSandboxed({
            script: `sleep ${marker}`,
            env: {},
            network: false,
            signal: controller.signal,
          });
          setTimeout(() => controller.abort(new Error('stopped')), delay);
          const ended = await Promise.race([
            running.then(() => true),
            new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000)),
          ]);
          if (!ended) stuck.push(delay);
        }),
      );
    }
    expect(stuck).toEqual([]);
    await vi.waitFor(() => expect(processesWith(`sleep ${marker}`)).toEqual([]), EVENTUALLY);
  });

  it('S3: MC_EXEC=off refuses to run, and so does a machine without bwrap (never unsandboxed)', async () => {
    process.env.MC_EXEC = 'off';
    const off = await run({ script: 'echo ran' });
    expect(off).toMatchObject({
      pass: false,
      error: 'exec checks and exec playbook actions are turned off on this server (MC_EXEC=off)',
    });
    expect(await runExec({ script: 'echo ran' }, 5000, { signal: new AbortController().signal, env: {} })).toEqual({
      status: 'failed',
      error: 'exec checks and exec playbook actions are turned off on this server (MC_EXEC=off)',
    });

    process.env.MC_EXEC = 'on';
    process.env.PATH = '/nonexistent-bin';
    resetSandboxProbe();
    const missing = await run({ script: 'echo ran' });
    expect(missing.pass).toBe(false);
    expect(missing.error).toBe(
      'the exec sandbox needs bubblewrap (bwrap), which is not installed: install it with `apt-get install bubblewrap` (Debian/Ubuntu)',
    );
    expect(out(missing)).toBe('');
  });
});
