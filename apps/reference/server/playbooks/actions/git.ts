import { execFile } from 'node:child_process';

/** Output kept from one git command (its error text, a commit id). */
const MAX_OUTPUT = 256 * 1024;

export class GitError extends Error {}

/**
 * Runs `git` in `cwd` with a clean environment: PATH, a scratch HOME and settings that keep it from asking, from
 * reading the machine's or the user's configuration, and from running hooks. Nothing of the server's own
 * environment (DATABASE_URL, SMTP credentials) reaches it. A non-zero exit throws the `fatal:`/`error:` line.
 */
export function git(
  args: string[],
  options: { cwd: string; home: string; signal: AbortSignal },
): Promise<{ stdout: string; code: number }> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: options.home,
    LANG: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_ASKPASS: 'true',
  };
  const config = [
    '-c',
    'core.hooksPath=/dev/null',
    '-c',
    'protocol.ext.allow=never',
    '-c',
    'protocol.file.allow=always',
    '-c',
    'commit.gpgSign=false',
    '-c',
    'core.fsmonitor=false',
  ];
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...config, ...args],
      { cwd: options.cwd, env, signal: options.signal, maxBuffer: MAX_OUTPUT, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout: String(stdout), code: 0 });
        if (options.signal.aborted) return reject(new GitError('stopped: the action was cancelled or timed out'));
        const code = typeof error.code === 'number' ? error.code : -1;
        const lines = String(stderr || error.message)
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        const line = lines.find((l) => l.startsWith('fatal:') || l.startsWith('error:')) ?? lines.at(-1);
        const failure = new GitError(`git ${args[0]} failed: ${line ?? `exit code ${code}`}`);
        (failure as GitError & { code?: number }).code = code;
        reject(failure);
      },
    );
  });
}

/** True when git exits 0, false when it exits 1 (e.g. `rev-parse --verify --quiet`, `diff --quiet`). */
export async function gitTest(args: string[], options: { cwd: string; home: string; signal: AbortSignal }) {
  try {
    await git(args, options);
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 1) return false;
    throw error;
  }
}
