import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failure, success, type TestResult } from './probes';

export interface GitRemote {
  url: string;
  ref: string;
  username?: string;
  password?: string;
  /** A private key for SSH remotes. */
  sshKey?: string;
}

/** Output kept from git (its error text). */
const MAX_OUTPUT = 64 * 1024;

/**
 * `git ls-remote <url> <ref>` in a scratch HOME. Secrets never reach argv or
 * the environment: basic credentials go through a 0600 credential-store file
 * and an SSH key through a 0600 key file, both removed afterwards.
 */
export async function gitLsRemote(remote: GitRemote, signal: AbortSignal, timeoutMs: number): Promise<TestResult> {
  if (remote.url.startsWith('-')) return failure('url must not start with "-"');
  const home = await mkdtemp(join(tmpdir(), 'mc-git-'));
  try {
    // No redirects: the destination policy checked the remote's own host only (S14).
    const config: string[] = [
      '-c',
      'credential.helper=',
      '-c',
      'core.askPass=',
      '-c',
      'protocol.ext.allow=never',
      '-c',
      'http.followRedirects=false',
    ];
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      GIT_TERMINAL_PROMPT: '0',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_ASKPASS: 'true',
      SSH_ASKPASS: 'true',
    };
    if (remote.password && /^https?:\/\//.test(remote.url)) {
      const url = new URL(remote.url);
      url.username = encodeURIComponent(remote.username ?? 'git');
      url.password = encodeURIComponent(remote.password);
      const store = join(home, 'credentials');
      await writeFile(store, `${url.toString()}\n`, { mode: 0o600 });
      config.push('-c', `credential.helper=store --file=${store}`);
    }
    if (remote.sshKey) {
      const keyFile = join(home, 'id_key');
      await writeFile(keyFile, remote.sshKey.endsWith('\n') ? remote.sshKey : `${remote.sshKey}\n`, { mode: 0o600 });
      env.GIT_SSH_COMMAND = `ssh -i ${keyFile} -o IdentitiesOnly=yes -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=${join(home, 'known_hosts')}`;
    }
    const output = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        'git',
        [...config, 'ls-remote', '--', remote.url, remote.ref],
        { env, signal, timeout: timeoutMs, maxBuffer: MAX_OUTPUT, killSignal: 'SIGKILL' },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
          resolve({ code, stdout: String(stdout), stderr: String(stderr || (error?.message ?? '')) });
        },
      );
    });
    if (output.code !== 0) {
      const lines = output.stderr
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      return failure(lines.find((line) => line.startsWith('fatal:')) ?? lines.at(-1) ?? 'git ls-remote failed');
    }
    const line = output.stdout.trim().split('\n').find(Boolean);
    if (!line) return failure(`${remote.url} has no ref ${remote.ref}`);
    return success(`${remote.ref} is at ${line.split(/\s+/)[0]!.slice(0, 12)}`);
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}
