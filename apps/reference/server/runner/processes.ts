import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Child processes of checks and playbook actions. Each runs in its own
 * process group (detached), so killing the group also kills whatever the
 * script started; every live group is known here so shutdown can kill them
 * all and wait until they are gone.
 */
const live = new Map<number, Promise<void>>();

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
    live.set(pid, closed);
  }
  return child;
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
  const waiting = [...live.entries()];
  for (const [pid] of waiting) killGroup(pid);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(waiting.map(([, closed]) => closed)),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}
