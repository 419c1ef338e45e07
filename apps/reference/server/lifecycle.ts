import type { Database } from './db/database';
import type { PlaybookExecutor } from './playbooks/executor';
import { killAllGroups, liveGroups, rememberSecret } from './runner/processes';
import type { Runner } from './runner/runner';

/**
 * A rejected promise nobody awaited (a check target misbehaving, a listener
 * failing) is a bug to report, not a reason to take the console down.
 */
export function installProcessHandlers(log: (...args: unknown[]) => void = console.error): void {
  process.on('unhandledRejection', (reason, promise) => {
    const where = reason instanceof Error && reason.stack ? reason.stack : String(reason);
    log(`Unhandled promise rejection (the server keeps running): ${where}`, { promise: String(promise) });
  });
}

/** Variables holding secrets that the server reads once at start (bootstrap, database, SMTP courier). */
export const STARTUP_SECRETS = ['MC_ADMIN_PASSWORD', 'DATABASE_URL', 'MC_SMTP_URL'] as const;

/**
 * Removes secrets from the server's environment once they have been read, so
 * no later code and no child process inherits them. Their values are
 * remembered only to mask them in stored check output. Call after everything
 * that reads them has been created. The kernel still shows the environment the
 * process started with in /proc/<pid>/environ: what keeps exec scripts from
 * that file is the sandbox (its own PID namespace and an unprivileged uid).
 */
export function scrubSecretEnv(env: NodeJS.ProcessEnv = process.env, names: readonly string[] = STARTUP_SECRETS): void {
  for (const name of names) {
    rememberSecret(name, env[name]);
    delete env[name];
  }
}

/** The one line a listen error deserves, e.g. a port already in use. */
export function listenErrorMessage(error: NodeJS.ErrnoException, host: string, port: number): string {
  if (error.code === 'EADDRINUSE') {
    return `Port ${port} on ${host} is already in use: stop the other process or set PORT to a free port.`;
  }
  if (error.code === 'EACCES') return `Not allowed to listen on ${host}:${port}: choose a PORT above 1023.`;
  if (error.code === 'EADDRNOTAVAIL') return `Address ${host} is not available on this machine: check HOST.`;
  return `Could not listen on ${host}:${port}: ${error.message}`;
}

export interface ShutdownParts {
  /** The HTTP listener (node:http or http2 from @hono/node-server). */
  server: {
    close(callback?: (error?: Error) => void): unknown;
    closeIdleConnections?(): void;
    closeAllConnections?(): void;
  };
  runner: Runner;
  playbooks: PlaybookExecutor;
  db: Database;
  /** Other listeners to close with the main one. */
  others?: Array<{ close(): unknown } | undefined>;
  /** In-flight requests get this long to finish. @default 10000 */
  drainMs?: number;
  log?: (message: string) => void;
}

/**
 * SIGTERM: stop taking connections and let in-flight requests finish, stop the
 * runner (in-flight checks get a grace period), stop playbook runs (their
 * process groups are killed and the runs failed once the processes are gone),
 * kill any process group left, then close the database last.
 */
export async function shutdown(parts: ShutdownParts): Promise<void> {
  const log = parts.log ?? ((message: string) => console.log(message));
  const runnerStopped = parts.runner
    .stop(5000)
    .catch((error: unknown) => console.error('Check runner did not stop cleanly:', error));
  const drained = new Promise<void>((resolve) => parts.server.close(() => resolve()));
  parts.server.closeIdleConnections?.();
  for (const other of parts.others ?? []) other?.close();
  let timer: NodeJS.Timeout | undefined;
  const drainMs = parts.drainMs ?? 10_000;
  const timedOut = await Promise.race([
    drained.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), drainMs))),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    log(`Requests still open after ${drainMs} ms were cut off.`);
    parts.server.closeAllConnections?.();
  }
  await runnerStopped;
  await parts.playbooks.stop().catch((error: unknown) => console.error('Playbook runs did not stop cleanly:', error));
  if (liveGroups().length) await killAllGroups(5000);
  await parts.db.close();
}
