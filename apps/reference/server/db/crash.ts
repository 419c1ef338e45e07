/**
 * Last resort for an exception nothing caught: an unknown state is not one to keep serving in.
 * Log it, close the database (PGlite flushes and releases its data directory lock; PostgreSQL
 * connections end cleanly) and exit non-zero, so a supervisor (systemd, Kubernetes, Docker's
 * restart policy) starts a clean process. A close that hangs is cut off after `closeTimeoutMs`.
 */
export interface CrashHandlerOptions {
  log?: (message: string) => void;
  exit?: (code: number) => void;
  /** @default 5000 */
  closeTimeoutMs?: number;
}

export function crashHandler(
  db: { close(): Promise<void> },
  options: CrashHandlerOptions = {},
): (error: unknown, origin?: string) => void {
  const log = options.log ?? ((message: string) => console.error(message));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let crashing = false;
  return (error, origin = 'uncaughtException') => {
    const where = error instanceof Error && error.stack ? error.stack : String(error);
    log(`Uncaught exception (${origin}); closing the database and exiting with status 1: ${where}`);
    if (crashing) return;
    crashing = true;
    const timer = setTimeout(() => exit(1), options.closeTimeoutMs ?? 5000);
    timer.unref?.();
    void db
      .close()
      .catch((closeError: unknown) => log(`Closing the database failed: ${String(closeError)}`))
      .finally(() => {
        clearTimeout(timer);
        exit(1);
      });
  };
}

/** Installs {@link crashHandler} for the process; returns a function that removes it. */
export function installCrashHandler(db: { close(): Promise<void> }, options: CrashHandlerOptions = {}): () => void {
  const handler = crashHandler(db, options);
  const listener = (error: Error, origin: string) => handler(error, origin);
  process.on('uncaughtException', listener);
  return () => process.off('uncaughtException', listener);
}
