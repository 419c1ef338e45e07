import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real server as its own process, for tests (and benchmarks) that stop it
 * as an operator would: SIGTERM, SIGKILL, a port in use.
 */
const mainPath = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Resolves at the first output containing `text`; rejects if the process exits first. */
  printed: (text: string) => Promise<void>;
}

export interface StartOptions {
  port: number;
  /** A PGlite data directory; ignored when `databaseUrl` is set. */
  dataDir?: string;
  /** A PostgreSQL connection string; PGlite otherwise (DATABASE_URL from the environment is never inherited). */
  databaseUrl?: string;
  /** `node` arguments before the environment: the sources through tsx unless given (a built entry). */
  entry?: string[];
  /** Variables on top of the defaults (no demo data); MC_RUNNER=false keeps the check runner off. */
  env?: Record<string, string>;
  /** Where its output goes besides `output()`: inherit to see it (benchmarks). */
  echo?: boolean;
}

/** The server in one Node process (tsx as a loader, so a SIGKILL leaves no orphan holding the data dir). */
export function startServer(options: StartOptions): ServerProcess {
  const child = spawn(process.execPath, options.entry ?? ['--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.dataDir ? { MC_DATA_DIR: options.dataDir } : {}),
      PORT: String(options.port),
      HOST: '127.0.0.1',
      MC_SEED: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  if (options.echo) {
    child.stdout!.pipe(process.stdout);
    child.stderr!.pipe(process.stderr);
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
      void exited.then((code) => {
        if (!waiters.has(check)) return;
        waiters.delete(check);
        reject(new Error(`the server exited (${code}) before printing "${text}":\n${output}`));
      });
    });
  return { child, base: `http://127.0.0.1:${options.port}`, output: () => output, exited, printed };
}

/** Until /api/health answers; fails at once if the process exits, or after `timeoutMs`. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${server.base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited before it answered:\n${server.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer in ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGKILL unless it already ended, then wait for the exit. */
export async function killServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
