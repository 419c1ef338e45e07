/**
 * The exec settings, read from the environment on every use so an operator's
 * change (and a test's) applies without a restart of the module:
 *
 * - `MC_EXEC`: `on` (default) or `off`. Off refuses exec checks and exec
 *   playbook actions on save and at run time. Any other value counts as off,
 *   so a typo never turns exec on.
 * - `MC_EXEC_ROLES`: comma-separated roles that may create or change exec
 *   checks and actions (default `admin`; admins always may).
 * - `MC_EXEC_UID` / `MC_EXEC_GID`: the unprivileged user the sandbox runs as
 *   when the server runs as root (default 65534, `nobody`).
 * - `MC_EXEC_CPU_SECONDS`, `MC_EXEC_MEMORY_MB`, `MC_EXEC_PROCESSES`,
 *   `MC_EXEC_FILE_MB`: the resource limits of every sandboxed script.
 */

export interface ExecLimits {
  /** RLIMIT_CPU of each process, seconds. */
  cpuSeconds: number;
  /** RLIMIT_AS of each process, bytes. */
  memoryBytes: number;
  /** RLIMIT_NPROC inside the sandbox's own user namespace: processes at once. */
  processes: number;
  /** RLIMIT_FSIZE: the largest file a script may write, bytes. */
  fileBytes: number;
  /** Output kept per stream (stdout, stderr), characters; the rest is read and dropped. */
  outputChars: number;
}

export const DEFAULT_EXEC_LIMITS: ExecLimits = {
  cpuSeconds: 60,
  memoryBytes: 1024 * 1024 * 1024,
  processes: 64,
  fileBytes: 64 * 1024 * 1024,
  outputChars: 64 * 1024,
};

const UNPRIVILEGED_ID = 65534;

function positiveInt(value: string | undefined, fallback: number): number {
  if (!value?.trim() || !/^\d+$/.test(value.trim())) return fallback;
  const number = Number.parseInt(value.trim(), 10);
  return number > 0 ? number : fallback;
}

export type ExecSwitch = { enabled: true } | { enabled: false; reason: string };

/** Whether exec is on (`MC_EXEC`), with the sentence to show when it is not. */
export function execSwitch(env: NodeJS.ProcessEnv = process.env): ExecSwitch {
  const raw = (env.MC_EXEC ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'on' || raw === 'true') return { enabled: true };
  if (raw === 'off' || raw === 'false') {
    return {
      enabled: false,
      reason: 'exec checks and exec playbook actions are turned off on this server (MC_EXEC=off)',
    };
  }
  return {
    enabled: false,
    reason: `exec checks and exec playbook actions are off: MC_EXEC must be "on" or "off", not "${env.MC_EXEC}"`,
  };
}

/** Roles that may write exec checks and actions; `admin` is always one of them. */
export function execRoles(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.MC_EXEC_ROLES ?? 'admin')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  return [...new Set(['admin', ...listed])];
}

export function execLimits(env: NodeJS.ProcessEnv = process.env): ExecLimits {
  const mb = 1024 * 1024;
  return {
    cpuSeconds: positiveInt(env.MC_EXEC_CPU_SECONDS, DEFAULT_EXEC_LIMITS.cpuSeconds),
    memoryBytes: positiveInt(env.MC_EXEC_MEMORY_MB, DEFAULT_EXEC_LIMITS.memoryBytes / mb) * mb,
    processes: positiveInt(env.MC_EXEC_PROCESSES, DEFAULT_EXEC_LIMITS.processes),
    fileBytes: positiveInt(env.MC_EXEC_FILE_MB, DEFAULT_EXEC_LIMITS.fileBytes / mb) * mb,
    outputChars: DEFAULT_EXEC_LIMITS.outputChars,
  };
}

/** The uid/gid to drop to before starting the sandbox: only when the server is root (else it keeps its own). */
export function sandboxUser(env: NodeJS.ProcessEnv = process.env): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const uid = positiveInt(env.MC_EXEC_UID, UNPRIVILEGED_ID);
  return { uid, gid: positiveInt(env.MC_EXEC_GID, uid === UNPRIVILEGED_ID ? UNPRIVILEGED_ID : uid) };
}
