import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { parseDuration, parseSize } from '../duration';
import { compileParamPattern, type LinearPattern } from '@mission-control/api/rules';
import { InvalidSpecError, fail, optionalNumber, requireString, type Executor } from './types';

function optionalDuration(spec: Record<string, unknown>, key: string): number | undefined {
  const value = spec[key];
  if (value == null || value === '') return undefined;
  try {
    return parseDuration(String(value));
  } catch (error) {
    throw new InvalidSpecError(`${key}: ${(error as Error).message}`);
  }
}

function optionalSize(spec: Record<string, unknown>, key: string): number | undefined {
  const value = spec[key];
  if (value == null || value === '') return undefined;
  try {
    return parseSize(value as string | number);
  } catch (error) {
    throw new InvalidSpecError(`${key}: ${(error as Error).message}`);
  }
}

/**
 * `filter.regex` as a linear-time matcher (the playbook parameters' one):
 * JavaScript's backtracking engine can take exponential time on a pattern
 * such as `^(a+)+b$`, and a synchronous match cannot be cut off by the
 * check's timeout, so it would freeze the server.
 */
export function folderFilter(regex: unknown): LinearPattern | undefined {
  if (regex == null || regex === '') return undefined;
  if (typeof regex !== 'string') throw new InvalidSpecError('filter.regex must be a string');
  const pattern = compileParamPattern(regex);
  if (!pattern.ok) throw new InvalidSpecError(`filter.regex "${regex}" cannot be used: ${pattern.reason}`);
  return pattern.matcher;
}

const formatAge = (ms: number) => `${Math.round(ms / 1000)}s`;

/**
 * A local folder, as canary-checker's folder check: the files directly in
 * `path` (optionally matching `filter.regex`) are counted (`minCount`,
 * `maxCount`); the newest file's age is held to `minAge`/`maxAge`; the smallest
 * file to `minSize` and the largest to `maxSize`.
 */
export const folderCheck: Executor = async (spec) => {
  const path = requireString(spec, 'path');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path) && !path.startsWith('file://')) {
    throw new InvalidSpecError('only local paths are supported by this server (no s3://, gcs://, smb://, sftp://)');
  }
  const dir = path.replace(/^file:\/\//, '');
  const minCount = optionalNumber(spec, 'minCount');
  const maxCount = optionalNumber(spec, 'maxCount');
  const minAge = optionalDuration(spec, 'minAge');
  const maxAge = optionalDuration(spec, 'maxAge');
  const minSize = optionalSize(spec, 'minSize');
  const maxSize = optionalSize(spec, 'maxSize');
  const filter = (spec.filter ?? {}) as Record<string, unknown>;
  const regex = folderFilter(filter.regex);

  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    return fail(`cannot read folder ${dir}: ${(error as Error).message}`);
  }
  const now = Date.now();
  const files: Array<{ name: string; size: number; modified: number }> = [];
  for (const entry of entries) {
    if (!entry.isFile() || (regex && !regex.test(entry.name))) continue;
    try {
      const stat = await fs.stat(join(dir, entry.name));
      files.push({ name: entry.name, size: stat.size, modified: stat.mtimeMs });
    } catch {
      // Removed between readdir and stat: not part of this run.
    }
  }
  const newest = files.reduce<(typeof files)[number] | undefined>(
    (a, b) => (!a || b.modified > a.modified ? b : a),
    undefined,
  );
  const smallest = files.reduce<number | undefined>((a, b) => (a === undefined || b.size < a ? b.size : a), undefined);
  const largest = files.reduce<number | undefined>((a, b) => (a === undefined || b.size > a ? b.size : a), undefined);
  const newestAge = newest ? now - newest.modified : undefined;
  const detail = {
    count: files.length,
    ...(newest ? { newest: newest.name, newestAgeSeconds: Math.round(newestAge! / 1000) } : {}),
    ...(smallest !== undefined ? { minSize: smallest, maxSize: largest } : {}),
  };
  const message = `${files.length} files in ${dir}`;

  if (minCount !== undefined && files.length < minCount)
    return fail(`${files.length} files, fewer than minCount ${minCount}`, { message, detail });
  if (maxCount !== undefined && files.length > maxCount)
    return fail(`${files.length} files, more than maxCount ${maxCount}`, { message, detail });
  if (minAge !== undefined && newestAge !== undefined && newestAge < minAge) {
    return fail(`newest file ${newest!.name} is ${formatAge(newestAge)} old, younger than minAge`, { message, detail });
  }
  if (maxAge !== undefined) {
    if (newestAge === undefined) return fail('no files to check maxAge against', { message, detail });
    if (newestAge > maxAge)
      return fail(`newest file ${newest!.name} is ${formatAge(newestAge)} old, older than maxAge`, { message, detail });
  }
  if (minSize !== undefined && smallest !== undefined && smallest < minSize) {
    return fail(`smallest file is ${smallest} bytes, below minSize`, { message, detail });
  }
  if (maxSize !== undefined && largest !== undefined && largest > maxSize) {
    return fail(`largest file is ${largest} bytes, above maxSize`, { message, detail });
  }
  return { pass: true, message, detail };
};
