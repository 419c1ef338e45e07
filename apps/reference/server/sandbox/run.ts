import { minimalEnv, redactSecrets, spawnGroup, stopGroup } from '../runner/processes';
import { limitArgs, sandboxArgs, sandboxReady } from './bwrap';
import { execLimits, execSwitch, sandboxUser } from './settings';

/** Exec cannot run here (turned off, or no working sandbox): the sentence says why. */
export class ExecUnavailableError extends Error {}

export interface SandboxedScript {
  script: string;
  /** Extra variables (the spec's `env`, `PARAM_*`); the server's own never reach the script. */
  env: Record<string, string>;
  /** The check's or action's `network: true`; otherwise the script has no network at all. */
  network: boolean;
  /** Aborting kills the sandbox (and so everything in its PID namespace). */
  signal: AbortSignal;
}

export interface SandboxedResult {
  exitCode: number | null;
  killedBy: NodeJS.Signals | null;
  /** Server secrets masked; at most the output limit per stream. */
  stdout: string;
  stderr: string;
  /** The abort reason when the run was stopped from outside (timeout, cancel, shutdown). */
  aborted?: unknown;
}

/**
 * Runs `sh -c script` inside the bubblewrap sandbox with the exec resource
 * limits. Throws {@link ExecUnavailableError} (before starting anything) when
 * `MC_EXEC` is off or the sandbox cannot work on this machine: exec never runs
 * unsandboxed.
 */
export async function runSandboxed(run: SandboxedScript): Promise<SandboxedResult> {
  const exec = execSwitch();
  if (!exec.enabled) throw new ExecUnavailableError(exec.reason);
  const ready = await sandboxReady();
  if (!ready.ok) throw new ExecUnavailableError(ready.reason);
  const limits = execLimits();
  const user = sandboxUser();
  const args = [
    ...sandboxArgs({ network: run.network }),
    ...limitArgs(ready.tools.prlimit, limits),
    '/bin/sh',
    '-c',
    run.script,
  ];
  // HOME and TMPDIR point into the private /tmp: the server's own home is not the script's.
  const env = { ...minimalEnv(), ...run.env, HOME: '/tmp', TMPDIR: '/tmp' };
  return new Promise((resolve, reject) => {
    if (run.signal.aborted)
      return resolve({ exitCode: null, killedBy: null, stdout: '', stderr: '', aborted: run.signal.reason });
    const child = spawnGroup(ready.tools.bwrap, args, {
      cwd: '/',
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(user ?? {}),
    });
    let stdout = '';
    let stderr = '';
    let aborted: { reason: unknown } | undefined;
    // Output past the limit is read (so the script never blocks on a full pipe) and dropped.
    child.stdout!.on('data', (chunk: Buffer) => {
      if (stdout.length <= limits.outputChars) stdout += chunk.toString('utf8');
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length <= limits.outputChars) stderr += chunk.toString('utf8');
    });
    const onAbort = () => {
      aborted = { reason: run.signal.reason };
      // bwrap is the group leader; killing it and its sandbox init ends the PID namespace, setsid children included.
      stopGroup(child);
    };
    run.signal.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      run.signal.removeEventListener('abort', onAbort);
      reject(new ExecUnavailableError(`could not start the exec sandbox: ${error.message}`));
    });
    child.on('close', (code, killedBy) => {
      run.signal.removeEventListener('abort', onAbort);
      resolve({
        exitCode: code,
        killedBy,
        stdout: redactSecrets(stdout),
        stderr: redactSecrets(stderr),
        ...(aborted ? { aborted: aborted.reason } : {}),
      });
    });
  });
}

/** A spec's `network` field: absent or false means no network; anything but a boolean is a spec error. */
export function networkField(value: unknown): boolean | string {
  if (value == null || value === false) return false;
  if (value === true) return true;
  return 'network must be true or false';
}
