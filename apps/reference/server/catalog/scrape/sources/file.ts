import { execFile } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import { parseAllDocuments } from 'yaml';
import { minimalEnv } from '../../../runner/processes';
import { confinedGlob, globBase, insideRoots, outsideRootsMessage } from '../paths';
import type { SourceConfig } from '../spec';
import type { RawDocument, SourceContext } from '../types';

/**
 * The `file` scraper: `paths` (globs) over a folder on this server, or, with `url`, over the files committed in a
 * local git repository (`/path/to/repo`, `file:///path/to/repo` or `git::file:///...`, optional `?ref=<branch>`).
 * Every folder is confined to the scrape roots (paths.ts). JSON and YAML files are parsed (each YAML document
 * of a multi-document file is one document); any other file is kept as text with its extension as format.
 */
export interface FileSourceOptions {
  roots: string[];
  dataDir: string;
}

/** Entries looked at while walking a folder: a glob over a huge tree stops instead of walking it all. */
const MAX_WALK_ENTRIES = 100_000;

const stringList = (value: unknown, field: string): string[] => {
  if (value == null) return [];
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string' && entry.trim())) {
    throw new Error(`${field} must be a list of paths`);
  }
  return value.map((entry: string) => entry.trim());
};

function parseContent(text: string, origin: string, format: string): RawDocument[] {
  if (format === 'json') {
    try {
      return [{ data: JSON.parse(text), origin, format }];
    } catch (error) {
      throw new Error(`${origin} is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
  }
  if (format === 'yaml' || format === 'yml') {
    const documents = parseAllDocuments(text);
    const list = Array.isArray(documents) ? documents : [documents];
    const parsed: RawDocument[] = [];
    for (const [index, document] of list.entries()) {
      if (document.errors.length) throw new Error(`${origin} is not valid YAML: ${document.errors[0]!.message}`);
      const data: unknown = document.toJS();
      if (data == null) continue;
      parsed.push({ data, origin: list.length > 1 ? `${origin}#${index}` : origin, format: 'yaml' });
    }
    return parsed;
  }
  return [{ data: text, origin, format }];
}

const formatOf = (config: SourceConfig, path: string) =>
  typeof config.format === 'string' && config.format.trim()
    ? config.format.trim().toLowerCase()
    : extname(path).slice(1).toLowerCase() || 'text';

/** Where a `url` points, when it is a local repository; anything remote cannot be fetched offline. */
export function localRepository(url: string): { path: string; ref: string } {
  let rest = url.trim().replace(/^git::/, '');
  let ref = 'HEAD';
  const query = rest.indexOf('?');
  if (query >= 0) {
    ref = new URLSearchParams(rest.slice(query + 1)).get('ref') || 'HEAD';
    rest = rest.slice(0, query);
  }
  if (!/^[\w./-]+$/.test(ref) || ref.startsWith('-') || ref.includes('..'))
    throw new Error(`ref "${ref}" is not a branch, tag or commit`);
  const path = rest.startsWith('file://') ? fileURLToPath(rest) : rest;
  if (!isAbsolute(path)) {
    throw new Error(
      `url "${url}" is not a local repository: this server reads file:// URLs and absolute paths only (offline)`,
    );
  }
  return { path, ref };
}

/** The absolute folders and repositories a spec names, for the save-time check. */
export function fileSourceProblem(config: SourceConfig, options: FileSourceOptions): string | undefined {
  try {
    if (typeof config.url === 'string' && config.url.trim()) {
      const { path } = localRepository(config.url);
      if (!insideRoots(path, options.roots)) return outsideRootsMessage(path, options.roots);
      for (const pattern of stringList(config.paths, 'paths')) {
        if (pattern.split('/').includes('..')) return `file scraper path "${pattern}" may not contain ".." segments`;
      }
      return undefined;
    }
    const paths = stringList(config.paths, 'paths');
    if (!paths.length) return 'a file scraper needs paths (globs) or the url of a local git repository';
    for (const pattern of paths) confinedGlob(pattern, options.roots, options.dataDir);
    stringList(config.ignore, 'ignore');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

async function walk(base: string, signal: AbortSignal): Promise<string[]> {
  let entries: string[];
  try {
    entries = (await readdir(base, { recursive: true })) as string[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  signal.throwIfAborted();
  return entries.slice(0, MAX_WALK_ENTRIES).map((entry) => join(base, entry));
}

function runGit(repo: string, args: string[], context: SourceContext): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Only plumbing commands, with the repository's hooks and fsmonitor off: a repository's config runs nothing.
    execFile(
      'git',
      ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '-C', repo, ...args],
      {
        env: { ...minimalEnv(), GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' },
        encoding: 'buffer',
        maxBuffer: context.maxBytes,
        timeout: context.timeoutMs,
        signal: context.signal,
      },
      (error, stdout, stderr) => {
        if (error) {
          const reason = stderr.toString('utf8').trim() || error.message;
          return reject(new Error(`git ${args[0]} in ${repo}: ${reason}`));
        }
        resolve(stdout);
      },
    );
  });
}

async function fromRepository(config: SourceConfig, options: FileSourceOptions, context: SourceContext) {
  const { path: repo, ref } = localRepository(String(config.url));
  if (!insideRoots(repo, options.roots)) throw new Error(outsideRootsMessage(repo, options.roots));
  const patterns = stringList(config.paths, 'paths');
  const match = picomatch(patterns.length ? patterns : ['**/*.{json,yaml,yml}'], { dot: false });
  const ignore = picomatch(stringList(config.ignore, 'ignore'));
  const listing = await runGit(repo, ['ls-tree', '-r', '-z', '--name-only', ref], context);
  const files = listing
    .toString('utf8')
    .split('\0')
    .filter((name) => name && match(name) && !ignore(name))
    .sort();
  if (files.length > context.maxDocuments) {
    throw new Error(`${files.length} files match in ${repo}, more than the limit of ${context.maxDocuments}`);
  }
  const documents: RawDocument[] = [];
  let bytes = 0;
  for (const name of files) {
    const blob = await runGit(repo, ['cat-file', 'blob', `${ref}:${name}`], context);
    bytes += blob.length;
    if (bytes > context.maxBytes)
      throw new Error(`the files in ${repo} are larger than the limit of ${context.maxBytes} bytes`);
    documents.push(...parseContent(blob.toString('utf8'), name, formatOf(config, name)));
  }
  return documents;
}

export async function fileSource(
  config: SourceConfig,
  options: FileSourceOptions,
  context: SourceContext,
): Promise<RawDocument[]> {
  if (typeof config.url === 'string' && config.url.trim()) return fromRepository(config, options, context);
  const patterns = stringList(config.paths, 'paths');
  if (!patterns.length) throw new Error('a file scraper needs paths (globs) or the url of a local git repository');
  const ignore = picomatch(stringList(config.ignore, 'ignore'), { dot: true });
  const files = new Set<string>();
  for (const pattern of patterns) {
    const absolute = confinedGlob(pattern, options.roots, options.dataDir);
    const base = globBase(absolute);
    const match = picomatch(absolute, { dot: false });
    for (const path of await walk(base, context.signal)) {
      if (match(path) && !ignore(relative(base, path)) && !ignore(path)) files.add(path);
    }
  }
  if (files.size > context.maxDocuments) {
    throw new Error(`${files.size} files match, more than the limit of ${context.maxDocuments}`);
  }
  const documents: RawDocument[] = [];
  let bytes = 0;
  for (const path of [...files].sort()) {
    context.signal.throwIfAborted();
    // A link inside a root that points out of it is not followed.
    if (!insideRoots(path, options.roots)) continue;
    const info = await stat(path);
    if (!info.isFile()) continue;
    bytes += info.size;
    if (bytes > context.maxBytes)
      throw new Error(`the matched files are larger than the limit of ${context.maxBytes} bytes`);
    documents.push(...parseContent(await readFile(path, 'utf8'), path, formatOf(config, path)));
  }
  return documents;
}
