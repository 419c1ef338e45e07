import { ExecUnavailableError, networkField, runSandboxed } from '../../sandbox/run';
import { execLimits } from '../../sandbox/settings';
import { InvalidSpecError, fail, requireString, truncate, type Executor } from './types';

function readEnv(spec: Record<string, unknown>): Record<string, string> {
  const env: Record<string, string> = {};
  if (spec.env == null) return env;
  if (!Array.isArray(spec.env)) throw new InvalidSpecError('env must be a list of {name, value}');
  for (const [index, entry] of spec.env.entries()) {
    const record = entry as Record<string, unknown> | null;
    if (!record || typeof record.name !== 'string') throw new InvalidSpecError(`env[${index}] needs a name`);
    if (record.value != null && typeof record.value !== 'string') {
      throw new InvalidSpecError(`env[${index}].value must be a string`);
    }
    env[record.name] = (record.value as string | undefined) ?? '';
  }
  return env;
}

/**
 * The exec check's fields as a save checks them: `script` (required), `env`
 * (a list of {name, value}) and `network` (true gives the script the
 * network; default none). Undefined when they are fine.
 */
export function execSpecProblem(spec: Record<string, unknown>): string | undefined {
  try {
    requireString(spec, 'script');
    readEnv(spec);
  } catch (error) {
    return (error as Error).message;
  }
  const network = networkField(spec.network);
  return typeof network === 'string' ? network : undefined;
}

/**
 * Runs `script` with `sh -c` in the exec sandbox (sandbox/bwrap.ts): no view
 * of the server's processes, environment or data, no network unless the spec
 * says `network: true`, resource limits, and on timeout or abort the whole
 * PID namespace is killed. Passes when the exit code is 0; stdout and stderr
 * are kept, with any server secret masked. With MC_EXEC=off, or without a
 * working sandbox, the check fails with that reason and nothing runs.
 */
export const execCheck: Executor = async (spec, { signal }) => {
  const script = requireString(spec, 'script');
  const env = readEnv(spec);
  const network = networkField(spec.network);
  if (typeof network === 'string') throw new InvalidSpecError(network);
  const max = execLimits().outputChars;
  let run;
  try {
    run = await runSandboxed({ script, env, network, signal });
  } catch (error) {
    if (error instanceof ExecUnavailableError) return fail(error.message);
    throw error;
  }
  if (run.aborted !== undefined) throw run.aborted instanceof Error ? run.aborted : new Error('aborted');
  const { exitCode: code, killedBy, stdout, stderr } = run;
  const detail = { exitCode: code, stdout: truncate(stdout, max), stderr: truncate(stderr, max) };
  const message = truncate(stdout.trim());
  if (code === 0) return { pass: true, message, detail };
  const reason = killedBy ? `killed by ${killedBy}` : `exited with code ${code}`;
  return fail(`script ${reason}${stderr.trim() ? `: ${truncate(stderr.trim())}` : ''}`, { message, detail });
};
