import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Child processes of checks and playbook actions. Each runs in its own
 * process group (detached), so killing the group also kills whatever the
 * script started; every live group is known here so shutdown can kill them
 * all and wait until they are gone.
 */
const live = new Map<number, { child: ChildProcess; closed: Promise<void> }>();

/** Server variables whose names mark them as secrets; their values are masked in stored output. */
const SECRET_NAME = /URL|SECRET|PASSWORD|PASSWD|TOKEN|KEY|CREDENTIAL|DSN|AUTH/i;

/**
 * The environment child processes see: enough to find programs, never the
 * server's own variables (DATABASE_URL, SMTP credentials and the like).
 */
export function minimalEnv(): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin' };
  for (const key of ['HOME', 'LANG', 'TZ', 'TMPDIR']) {
    const value = process.env[key];
    if (value) env[key] = value;
  }
  return env;
}

/** Secrets read at start and then removed from the environment (see lifecycle.ts `scrubSecretEnv`); still masked. */
const remembered = new Map<string, string>();

export function rememberSecret(name: string, value: string | undefined): void {
  if (value) remembered.set(name, value);
}

/** Values of the server's secret-looking variables (at least 6 characters, so `1` or `true` are not masked). */
function secretValues(): string[] {
  const values = new Set<string>();
  for (const [name, value] of [...Object.entries(process.env), ...remembered]) {
    if (!value || value.length < 6 || !SECRET_NAME.test(name)) continue;
    values.add(value);
    // A connection string's password on its own, too.
    try {
      const password = decodeURIComponent(new URL(value).password);
      if (password.length >= 4) values.add(password);
    } catch {
      // Not a URL.
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** Masks any server secret that found its way into output before it is stored. */
export function redactSecrets(text: string): string {
  let result = text;
  for (const secret of secretValues()) {
    if (result.includes(secret)) result = result.split(secret).join('****');
  }
  return result;
}

/** Starts `command` in a new process group, registered until it has closed. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const pid = child.pid;
  if (pid !== undefined) {
    const closed = new Promise<void>((resolve) => {
      child.once('close', () => {
        // The leader is gone; anything it left running in its group goes too.
        killGroup(pid);
        live.delete(pid);
        resolve();
      });
    });
    live.set(pid, { child, closed });
  }
  return child;
}

/**
 * Ends a child started by {@link spawnGroup} and everything it started: its process group, and its own children
 * that have left the group. bubblewrap's sandbox init is such a child: it calls `setsid` and only then asks to die
 * with its parent, so killing the group in between would leave the sandbox running, orphaned and holding the
 * output pipes. The group is stopped first, so the leader starts no child while its children are read; a child
 * Node has not yet reaped cannot have had its pid reused.
 */
export function stopGroup(child: ChildProcess): void {
  const pid = child.pid;
  if (!pid) return;
  if (child.exitCode !== null || child.signalCode !== null) return killGroup(pid);
  try {
    process.kill(-pid, 'SIGSTOP');
  } catch {
    // The group is gone; the leader itself may still be a zombie with nothing left to kill.
  }
  for (const orphan of childrenOf(pid)) {
    try {
      process.kill(orphan, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  killGroup(pid);
}

/** The pids whose parent is `pid` (from /proc; none where /proc is not there). */
export function childrenOf(pid: number): number[] {
  const found = new Set<number>();
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      for (const id of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/)) {
        if (id) found.add(Number(id));
      }
    }
    return [...found];
  } catch {
    // No `children` files (a kernel without CONFIG_PROC_CHILDREN): every process's parent is read instead.
  }
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.add(Number(entry));
    } catch {
      // Ended while being read.
    }
  }
  return [...found];
}

/** SIGKILLs a whole process group; nothing happens when it is already gone. */
export function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Process groups started and not yet closed. */
export function liveGroups(): number[] {
  return [...live.keys()];
}

/** Shutdown: kills every live group and resolves once all of them have closed (or `timeoutMs` passed). */
export async function killAllGroups(timeoutMs = 5000): Promise<void> {
  const waiting = [...live.values()];
  for (const { child } of waiting) stopGroup(child);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(waiting.map(({ closed }) => closed)),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}
