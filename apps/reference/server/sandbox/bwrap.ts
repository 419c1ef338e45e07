import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { sandboxUser, type ExecLimits } from './settings';

/**
 * The bubblewrap sandbox of exec checks and exec playbook actions. Each script
 * gets new user, PID, mount, IPC, UTS, cgroup and (unless its spec asks for the
 * network) network namespaces; the host's root read-only; private /tmp,
 * /var/tmp and /run; a /proc of its own PID namespace only (so never the
 * server's /proc/<pid>/environ); and the server's data folders hidden. When the
 * server runs as root, bwrap itself is started as an unprivileged user.
 * Killing bwrap (timeout, cancel, shutdown) ends the PID namespace, so a
 * `setsid` grandchild dies with it.
 */

/** Paths a script must not see (the data directory, TLS keys), set once at start. */
const hidden = new Set<string>();

export function hideFromSandbox(paths: ReadonlyArray<string | undefined>): void {
  for (const path of paths) if (path && path !== '/') hidden.add(path);
}

/** An executable on the server's PATH, else undefined. */
export function findProgram(name: string): string | undefined {
  const folders = (process.env.PATH ?? '/usr/bin:/bin').split(delimiter);
  for (const folder of folders) {
    if (!folder) continue;
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

function hideArgs(): string[] {
  const args: string[] = [];
  const paths = [...hidden].map((path) => path.replace(/\/+$/, ''));
  // A path inside another hidden one is hidden already (and bwrap could not mount over it).
  const outermost = paths.filter((path) => !paths.some((other) => other !== path && path.startsWith(`${other}/`)));
  for (const path of new Set(outermost)) {
    try {
      const stat = statSync(path);
      // An empty read-only tmpfs over a folder, /dev/null over a file.
      if (stat.isDirectory()) args.push('--tmpfs', path, '--remount-ro', path);
      else args.push('--ro-bind', '/dev/null', path);
    } catch {
      // Not there: nothing to hide.
    }
  }
  return args;
}

/** bwrap's arguments up to and including `--`. */
export function sandboxArgs(options: { network: boolean }): string[] {
  const args = [
    '--unshare-all',
    ...(options.network ? ['--share-net'] : []),
    '--die-with-parent',
    '--new-session',
    '--hostname',
    'mc-exec',
    '--ro-bind',
    '/',
    '/',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--tmpfs',
    '/tmp',
    '--tmpfs',
    '/var/tmp',
    // Host sockets (a database's, a container runtime's, a desktop session's) live under /run.
    '--tmpfs',
    '/run',
  ];
  // The system resolver's files, which /etc/resolv.conf may point into, for checks that have the network.
  if (options.network) args.push('--ro-bind-try', '/run/systemd/resolve', '/run/systemd/resolve');
  args.push(...hideArgs(), '--chdir', '/tmp', '--');
  return args;
}

/** prlimit's arguments: the limits every process of the script starts with. */
export function limitArgs(prlimit: string, limits: ExecLimits): string[] {
  return [
    prlimit,
    `--cpu=${limits.cpuSeconds}`,
    `--as=${limits.memoryBytes}`,
    `--nproc=${limits.processes}`,
    `--fsize=${limits.fileBytes}`,
    '--core=0',
    '--',
  ];
}

export interface SandboxTools {
  bwrap: string;
  prlimit: string;
}

export type SandboxReady = { ok: true; tools: SandboxTools } | { ok: false; reason: string };

const INSTALL_HINT = 'install it with `apt-get install bubblewrap` (Debian/Ubuntu)';
const FAILED_PROBE_RETRY_MS = 30_000;
let probe: { at: number; result: Promise<SandboxReady> } | undefined;

/**
 * Whether the sandbox can start here: bwrap and prlimit exist and bwrap really
 * creates its namespaces (it does not when user namespaces are disabled). The
 * answer is kept; a failure is tried again after 30 s.
 */
export function sandboxReady(): Promise<SandboxReady> {
  if (probe) {
    const stale = Date.now() - probe.at > FAILED_PROBE_RETRY_MS;
    if (!stale) return probe.result;
    return probe.result.then((ready) => (ready.ok ? ready : startProbe()));
  }
  return startProbe();
}

function startProbe(): Promise<SandboxReady> {
  const result = runProbe();
  probe = { at: Date.now(), result };
  return result;
}

async function runProbe(): Promise<SandboxReady> {
  const bwrap = findProgram('bwrap');
  if (!bwrap)
    return { ok: false, reason: `the exec sandbox needs bubblewrap (bwrap), which is not installed: ${INSTALL_HINT}` };
  const prlimit = findProgram('prlimit');
  if (!prlimit) return { ok: false, reason: 'the exec sandbox needs prlimit (util-linux), which is not installed' };
  const user = sandboxUser();
  return new Promise((resolve) => {
    const child = spawn(bwrap, [...sandboxArgs({ network: false }), '/bin/true'], {
      cwd: '/',
      env: { PATH: '/usr/bin:/bin' },
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(user ?? {}),
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(0, 2000)));
    child.on('error', (error) =>
      resolve({ ok: false, reason: `the exec sandbox (bwrap) cannot start: ${error.message}` }),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve({ ok: true, tools: { bwrap, prlimit } });
      resolve({
        ok: false,
        reason: `the exec sandbox (bwrap) does not work on this machine: ${stderr.trim() || `exit code ${code}`}`,
      });
    });
  });
}

/** Tests: forget the probe's answer. */
export function resetSandboxProbe(): void {
  probe = undefined;
}
