import { lstat, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ActionContext, ActionOutcome } from '../actions';
import { git, GitError, gitTest } from './git';
import { applyPatch, MAX_FILE_BYTES, type PatchSpec } from './patches';

/**
 * The `gitops` action, upstream's spec:
 *
 *   gitops:
 *     repo: { url, base, branch }          # base: branch to start from (the repository's default when empty);
 *                                          # branch: where the commit goes (created from base when new; base when empty)
 *     commit: { message, author, email }
 *     files: [{ path, content }]           # content "$delete" removes the file
 *     patches: [{ path, jq | yq }]         # an expression applied to a JSON or YAML file (patches.ts)
 *
 * It clones the repository into a scratch directory with the `git` CLI (a clean environment, no hooks, see git.ts),
 * checks out the branch, writes the files and patches, commits as the author, and pushes the branch back. Only
 * local repositories (`file://` or an absolute path) under the directories MC_GITOPS_PATHS lists can be used:
 * pushing to a git host needs its credentials and a pull request API, which this server does not have.
 */
export const GITOPS_PATHS_ENV = 'MC_GITOPS_PATHS';
export const MAX_FILES = 100;

interface FileSpec {
  path: string;
  content: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The local repository a `repo.url` names, if it lies under an allowed directory; else a sentence why not. */
async function localRepository(url: string): Promise<{ path: string } | { problem: string }> {
  let path: string;
  if (url.startsWith('file://')) {
    try {
      path = fileURLToPath(url);
    } catch {
      return { problem: `gitops.repo.url "${url}" is not a file:// URL of a local path` };
    }
  } else if (isAbsolute(url)) {
    path = url;
  } else {
    return {
      problem: `gitops actions with a remote repository (${url}) need that git host's credentials and API; not available on this server (use a local repository: file:// or an absolute path under ${GITOPS_PATHS_ENV})`,
    };
  }
  const roots = (process.env[GITOPS_PATHS_ENV] ?? '')
    .split(',')
    .map((root) => root.trim())
    .filter((root) => isAbsolute(root));
  if (!roots.length) {
    return {
      problem: `gitops.repo.url ${url}: ${GITOPS_PATHS_ENV} is not set, so no local repository may be committed to (set it to the directories gitops actions may change)`,
    };
  }
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    return { problem: `gitops.repo.url ${url}: no repository there` };
  }
  for (const root of roots) {
    const realRoot = await realpath(root).catch(() => undefined);
    if (realRoot && (real === realRoot || real.startsWith(realRoot + sep))) return { path: real };
  }
  return { problem: `gitops.repo.url ${url} is outside the directories ${GITOPS_PATHS_ENV} allows` };
}

/** A repository-relative path that stays inside the clone and out of `.git`, or undefined. */
function safePath(path: string): string | undefined {
  if (!path || isAbsolute(path) || path.includes('\0')) return undefined;
  const clean = normalize(path);
  const parts = clean.split(sep);
  if (parts.includes('..') || parts[0] === '.git' || clean === '.') return undefined;
  return clean;
}

/** Refuses a path whose directories lead out of the clone through a symbolic link the repository holds. */
async function insideClone(dir: string, relative: string): Promise<boolean> {
  const target = join(dir, relative);
  // The nearest directory that exists, so nothing is created outside before the check.
  let existing = dirname(target);
  while (!(await lstat(existing).catch(() => undefined))) existing = dirname(existing);
  const parent = await realpath(existing);
  if (parent !== dir && !parent.startsWith(dir + sep)) return false;
  const stat = await lstat(target).catch(() => undefined);
  return !stat?.isSymbolicLink();
}

function parseFiles(value: unknown): FileSpec[] | string {
  if (value == null) return [];
  if (!Array.isArray(value)) return 'gitops.files must be a list of {path, content}';
  const files: FileSpec[] = [];
  for (const [index, entry] of value.entries()) {
    if (!isRecord(entry) || typeof entry.path !== 'string' || typeof entry.content !== 'string') {
      return `gitops.files[${index}] needs a path and a content (text; "$delete" removes the file)`;
    }
    files.push({ path: entry.path, content: entry.content });
  }
  return files;
}

function parsePatches(value: unknown): PatchSpec[] | string {
  if (value == null) return [];
  if (!Array.isArray(value)) return 'gitops.patches must be a list of {path, jq} or {path, yq}';
  const patches: PatchSpec[] = [];
  for (const [index, entry] of value.entries()) {
    const jq = isRecord(entry) ? text(entry.jq) : '';
    const yq = isRecord(entry) ? text(entry.yq) : '';
    if (!isRecord(entry) || typeof entry.path !== 'string' || (!jq && !yq) || (jq && yq)) {
      return `gitops.patches[${index}] needs a path and one of jq or yq`;
    }
    patches.push({ path: entry.path, ...(jq ? { jq } : { yq }) });
  }
  return patches;
}

export async function runGitops(spec: unknown, timeoutMs: number, context: ActionContext): Promise<ActionOutcome> {
  const gitops = isRecord(spec) ? spec : {};
  const repo = isRecord(gitops.repo) ? gitops.repo : {};
  const commit = isRecord(gitops.commit) ? gitops.commit : {};
  const url = text(repo.url);
  if (!url) return { status: 'failed', error: 'gitops.repo.url is required' };
  if (url.startsWith('-')) return { status: 'failed', error: 'gitops.repo.url must not start with "-"' };
  const message = typeof commit.message === 'string' ? commit.message.trim() : '';
  if (!message) return { status: 'failed', error: 'gitops.commit.message is required' };
  if (gitops.pr != null) {
    return {
      status: 'failed',
      error:
        'gitops.pr: pull requests need a git hosting service (GitHub, GitLab, Azure DevOps); not available on this server',
    };
  }
  const files = parseFiles(gitops.files);
  if (typeof files === 'string') return { status: 'failed', error: files };
  const patches = parsePatches(gitops.patches);
  if (typeof patches === 'string') return { status: 'failed', error: patches };
  if (!files.length && !patches.length) return { status: 'failed', error: 'gitops needs files or patches to commit' };
  if (files.length + patches.length > MAX_FILES) {
    return { status: 'failed', error: `gitops may change at most ${MAX_FILES} files in one commit` };
  }
  for (const [index, entry] of [...files, ...patches].entries()) {
    if (!safePath(entry.path)) {
      return {
        status: 'failed',
        error: `gitops: "${entry.path}" (change ${index + 1}) must be a path inside the repository, outside .git`,
      };
    }
  }
  const oversized = files.find((file) => Buffer.byteLength(file.content) > MAX_FILE_BYTES);
  if (oversized)
    return { status: 'failed', error: `gitops.files: ${oversized.path} is larger than ${MAX_FILE_BYTES} bytes` };
  const local = await localRepository(url);
  if ('problem' in local) return { status: 'failed', error: local.problem };

  const work = await mkdtemp(join(tmpdir(), 'mc-gitops-'));
  const signal = AbortSignal.any([context.signal, AbortSignal.timeout(timeoutMs)]);
  const home = join(work, 'home');
  const dir = join(work, 'repo');
  try {
    await mkdir(home);
    const run = (args: string[]) => git(args, { cwd: dir, home, signal });
    const test = (args: string[]) => gitTest(args, { cwd: dir, home, signal });
    await git(['clone', '--no-hardlinks', '--quiet', '--', local.path, dir], { cwd: work, home, signal });
    const base = text(repo.base) || (await run(['rev-parse', '--abbrev-ref', 'HEAD'])).stdout.trim();
    const branch = text(repo.branch) || base;
    for (const [field, name] of [
      ['base', base],
      ['branch', branch],
    ] as const) {
      if (name.startsWith('-') || !(await test(['check-ref-format', '--branch', name]))) {
        return { status: 'failed', error: `gitops.repo.${field} "${name}" is not a valid branch name` };
      }
    }
    if (!(await test(['rev-parse', '--verify', '--quiet', `refs/remotes/origin/${base}`]))) {
      return { status: 'failed', error: `gitops.repo.base: ${url} has no branch ${base}` };
    }
    // An existing branch gets the commit on top of it; a new one starts from base.
    const from = (await test(['rev-parse', '--verify', '--quiet', `refs/remotes/origin/${branch}`])) ? branch : base;
    await run(['checkout', '--quiet', '-B', branch, `refs/remotes/origin/${from}`]);
    const realDir = await realpath(dir);
    const changed: Array<{ path: string; change: string }> = [];
    for (const file of files) {
      const path = safePath(file.path)!;
      if (!(await insideClone(realDir, path))) {
        return { status: 'failed', error: `gitops.files: ${path} leads out of the repository through a symbolic link` };
      }
      await mkdir(dirname(join(dir, path)), { recursive: true });
      if (file.content === '$delete') {
        await rm(join(dir, path), { force: true });
        changed.push({ path, change: 'deleted' });
      } else {
        await writeFile(join(dir, path), file.content);
        changed.push({ path, change: 'written' });
      }
    }
    for (const patch of patches) {
      const path = safePath(patch.path)!;
      if (!(await insideClone(realDir, path).catch(() => false))) {
        return { status: 'failed', error: `gitops.patches: ${path} is not a file inside the repository` };
      }
      await applyPatch(join(dir, path), patch, signal);
      changed.push({ path, change: patch.jq ? 'patched (jq)' : 'patched (yq)' });
    }
    await run(['add', '--all', '--', '.']);
    if (await test(['diff', '--cached', '--quiet'])) {
      return {
        status: 'completed',
        result: {
          repo: url,
          branch,
          base,
          committed: false,
          files: changed,
          message: 'nothing to commit: the files already had this content',
        },
      };
    }
    const author = text(commit.author) || 'Mission Control';
    const email = text(commit.email) || 'mission-control@localhost';
    await run([
      '-c',
      `user.name=${author}`,
      '-c',
      `user.email=${email}`,
      'commit',
      '--quiet',
      '--no-verify',
      '-m',
      message,
    ]);
    const sha = (await run(['rev-parse', 'HEAD'])).stdout.trim();
    await run(['push', '--quiet', '--no-verify', 'origin', `HEAD:refs/heads/${branch}`]);
    return {
      status: 'completed',
      result: { repo: url, branch, base, committed: true, commit: sha, message, author, email, files: changed },
    };
  } catch (error) {
    if (error instanceof GitError || (error as Error).name === 'PatchError')
      return { status: 'failed', error: (error as Error).message };
    return { status: 'failed', error: `gitops: ${(error as Error).message}` };
  } finally {
    await rm(work, { recursive: true, force: true }).catch(() => undefined);
  }
}
