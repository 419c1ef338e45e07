import { createHash } from 'node:crypto';
import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { globBase, insideRoots } from '../catalog/scrape/paths';
import type { Database } from '../db/database';
import type { LogLimits } from './limits';
import { parseLine } from './lines';
import { confineLogGlob, parseLogSpec } from './spec';
import { insertLogs, type LogEntry } from './store';

/** Entries looked at while walking one glob's folder. */
const MAX_WALK_ENTRIES = 20_000;
/** Bytes hashed to recognise a file whose inode was reused. */
const HEAD_BYTES = 64;

export interface BackendRow {
  id: string;
  name: string;
  labels: Record<string, unknown> | null;
  spec: unknown;
}

export interface TailResult {
  backends: number;
  files: number;
  lines: number;
  bytes: number;
  errors: string[];
}

interface Offset {
  identity: string;
  head: string;
  position: number;
}

async function walk(base: string): Promise<string[]> {
  try {
    const entries = (await readdir(base, { recursive: true })) as string[];
    return entries.slice(0, MAX_WALK_ENTRIES).map((entry) => join(base, entry));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The files a spec's globs match, each inside the roots after links are resolved, at most `limit`. */
async function matchedFiles(paths: string[], roots: string[], dataDir: string, limit: number): Promise<string[]> {
  const files = new Set<string>();
  for (const pattern of paths) {
    const absolute = confineLogGlob(pattern, roots, dataDir);
    const match = picomatch(absolute, { dot: false });
    for (const path of await walk(globBase(absolute))) if (match(path)) files.add(path);
  }
  return [...files]
    .filter((path) => insideRoots(path, roots))
    .sort()
    .slice(0, limit);
}

function hash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/**
 * Reads what one file gained since the last pass, up to `budget` bytes, whole lines only (a line still being
 * written waits for its newline, unless it alone is longer than the line limit). The lines and the new position are
 * stored in one transaction: a pass cut short stores neither, and the next one reads the same bytes again.
 */
async function tailFile(
  db: Database,
  backend: BackendRow,
  file: ReturnType<typeof parseLogSpec>['files'][number],
  path: string,
  budget: number,
  limits: LogLimits,
): Promise<{ lines: number; bytes: number }> {
  const info = await stat(path);
  if (!info.isFile()) return { lines: 0, bytes: 0 };
  const identity = `${info.dev}:${info.ino}`;
  const handle = await open(path, 'r');
  try {
    const headBuffer = Buffer.alloc(Math.min(HEAD_BYTES, info.size));
    await handle.read(headBuffer, 0, headBuffer.length, 0);
    const head = hash(headBuffer);
    const { rows } = await db.query<Offset>(
      'SELECT identity, head, position::float8 AS position FROM log_file_offsets WHERE backend_id = $1 AND identity = $2',
      [backend.id, identity],
    );
    const known = rows[0];
    // A reused inode (another file's first bytes) or a truncated file is read from its start again. The head is
    // compared only over the bytes both have, so a file that was still shorter than HEAD_BYTES may grow.
    const sameFile = known && (known.position < HEAD_BYTES || known.head === head);
    let position = known && sameFile && known.position <= info.size ? Number(known.position) : 0;
    if (position >= info.size) {
      if (!known || known.head !== head) await saveOffset(db, backend.id, identity, path, head, position);
      return { lines: 0, bytes: 0 };
    }
    const length = Math.min(budget, info.size - position);
    const chunk = Buffer.alloc(length);
    const { bytesRead } = await handle.read(chunk, 0, length, position);
    const data = chunk.subarray(0, bytesRead);
    let end = data.lastIndexOf(0x0a) + 1;
    // One line longer than the limit (and than this pass's budget) is taken as it is, cut when stored.
    if (end === 0 && (bytesRead >= limits.maxLineLength || bytesRead === budget)) end = bytesRead;
    if (end === 0) return { lines: 0, bytes: 0 };
    const text = data.subarray(0, end).toString('utf8');
    const entries: LogEntry[] = [];
    const now = new Date();
    const staticLabels: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...(backend.labels ?? {}), ...(file.labels ?? {}) }))
      staticLabels[key] = String(value);
    for (const raw of text.split('\n')) {
      const line = raw.replace(/\r$/, '');
      if (!line.trim()) continue;
      const parsed = parseLine(line, file);
      entries.push({
        source: 'file',
        backendId: backend.id,
        timestamp: parsed.timestamp ?? now,
        message: parsed.message,
        labels: { ...parsed.labels, ...staticLabels, backend: backend.name, file: path },
      });
    }
    position += end;
    await db.transaction(async (tx) => {
      await insertLogs(tx, entries);
      await saveOffset(tx, backend.id, identity, path, head, position);
    });
    return { lines: entries.length, bytes: end };
  } finally {
    await handle.close();
  }
}

async function saveOffset(
  db: Pick<Database, 'query'>,
  backendId: string,
  identity: string,
  path: string,
  head: string,
  position: number,
): Promise<void> {
  await db.query(
    `INSERT INTO log_file_offsets (backend_id, identity, path, head, position, updated_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (backend_id, identity) DO UPDATE
       SET path = EXCLUDED.path, head = EXCLUDED.head, position = EXCLUDED.position, updated_at = now()`,
    [backendId, identity, path, head, position],
  );
}

/**
 * One tail pass over every live backend with `files`: each backend reads at most `tailBytesPerPass` bytes in all
 * (what is left is read on the next pass), so one huge file cannot hold the tick. A backend whose spec is broken
 * or names a path outside the roots is skipped with its reason in the result (and the job history).
 */
export async function tailBackends(
  db: Database,
  roots: string[],
  dataDir: string,
  limits: LogLimits,
): Promise<TailResult> {
  const result: TailResult = { backends: 0, files: 0, lines: 0, bytes: 0, errors: [] };
  const { rows } = await db.query<BackendRow>(
    `SELECT id::text, name, labels, spec FROM logging_backends WHERE deleted_at IS NULL ORDER BY name, id`,
  );
  for (const backend of rows) {
    let budget = limits.tailBytesPerPass;
    try {
      const spec = parseLogSpec(backend.spec);
      if (!spec.files.length) continue;
      result.backends += 1;
      for (const file of spec.files) {
        for (const path of await matchedFiles(file.paths, roots, dataDir, limits.maxFilesPerBackend)) {
          if (budget <= 0) break;
          try {
            const read = await tailFile(db, backend, file, path, budget, limits);
            result.files += 1;
            result.lines += read.lines;
            result.bytes += read.bytes;
            budget -= read.bytes;
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code;
            if (code === 'ENOENT') continue; // rotated away between the walk and the read
            result.errors.push(`${backend.name}: ${path}: ${(error as Error).message}`);
          }
        }
      }
    } catch (error) {
      result.errors.push(`${backend.name}: ${(error as Error).message}`);
    }
  }
  return result;
}
