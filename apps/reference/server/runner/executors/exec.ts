import { killGroup, minimalEnv, redactSecrets, spawnGroup } from '../processes';
import { InvalidSpecError, fail, requireString, truncate, type Executor } from './types';

/** Output kept per stream; a chatty script must not fill the database. */
const MAX_OUTPUT = 64 * 1024;

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
 * Runs `script` with `sh -c` in its own process group, so a timeout or abort
 * kills the whole script (including children), not just the shell.
 * Passes when the exit code is 0; stdout and stderr are kept, with any server
 * secret masked. The script sees a minimal environment plus the spec's `env`,
 * never the server's variables (DATABASE_URL and the like).
 */
export const execCheck: Executor = (spec, { signal }) => {
  const script = requireString(spec, 'script');
  const env = { ...minimalEnv(), ...readEnv(spec) };
  return new Promise((resolve, reject) => {
    const child = spawnGroup('/bin/sh', ['-c', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (stdout.length < MAX_OUTPUT) stdout += chunk.toString('utf8');
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_OUTPUT) stderr += chunk.toString('utf8');
    });
    const kill = () => killGroup(child.pid);
    const onAbort = () => {
      kill();
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code, killedBy) => {
      signal.removeEventListener('abort', onAbort);
      stdout = redactSecrets(stdout);
      stderr = redactSecrets(stderr);
      const detail = { exitCode: code, stdout: truncate(stdout, MAX_OUTPUT), stderr: truncate(stderr, MAX_OUTPUT) };
      const message = truncate(stdout.trim());
      if (code === 0) return resolve({ pass: true, message, detail });
      const reason = killedBy ? `killed by ${killedBy}` : `exited with code ${code}`;
      resolve(fail(`script ${reason}${stderr.trim() ? `: ${truncate(stderr.trim())}` : ''}`, { message, detail }));
    });
  });
};
