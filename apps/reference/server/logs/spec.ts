import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { globBase, insideRoots } from '../catalog/scrape/paths';
import { LOG_PATHS_SETTING } from './limits';

/**
 * A `logging_backends` spec (our own format; upstream's pointed at an external service):
 *
 * ```yaml
 * files:
 *   - paths: [app/*.log]          # globs; relative ones are under <data dir>/logs
 *     format: json                # plain (default), json (one object per line) or regex
 *     pattern: '^(?<timestamp>\S+) (?<level>\w+) (?<message>.*)$'   # regex only: named groups
 *     timestampField: ts          # json: where the time is (default: timestamp, time, ts, @timestamp)
 *     messageField: msg           # json: where the text is (default: message, msg, log)
 *     labels: { app: payments }   # added to every line
 * ```
 * In json and regex lines, every other field (named group) becomes a label.
 */
const fileSchema = z
  .object({
    paths: z.array(z.string().min(1).max(1000)).min(1, 'a files entry needs at least one path').max(20),
    format: z.enum(['plain', 'json', 'regex'], { error: 'format must be plain, json or regex' }).default('plain'),
    pattern: z.string().max(2000).optional(),
    timestampField: z.string().max(200).optional(),
    messageField: z.string().max(200).optional(),
    labels: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  })
  .strict();

const specSchema = z.object({ files: z.array(fileSchema).max(20).default([]) }).passthrough();

export type LogFileSpec = z.infer<typeof fileSchema>;
export interface LogBackendSpec {
  files: Array<LogFileSpec & { regex?: RegExp }>;
}

export class LogSpecError extends Error {}

function issueText(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** Reads a spec; throws {@link LogSpecError} with a sentence naming the field. */
export function parseLogSpec(spec: unknown): LogBackendSpec {
  const parsed = specSchema.safeParse(spec ?? {});
  if (!parsed.success) throw new LogSpecError(issueText(parsed.error));
  const files = parsed.data.files.map((file, index) => {
    if (file.format !== 'regex') return file;
    if (!file.pattern) throw new LogSpecError(`files.${index}: a regex format needs a pattern with named groups`);
    let regex: RegExp;
    try {
      regex = new RegExp(file.pattern);
    } catch (error) {
      throw new LogSpecError(`files.${index}.pattern: ${(error as Error).message}`);
    }
    if (!/\(\?<[A-Za-z_]\w*>/.test(file.pattern))
      throw new LogSpecError(`files.${index}.pattern: the pattern needs named groups, e.g. (?<message>.*)`);
    return { ...file, regex };
  });
  return { files };
}

/**
 * The absolute glob of a spec path: relative paths are under `<data dir>/logs`; `..` is refused, and the folder the
 * glob starts from must be inside a root (links resolved), else the sentence names the setting that allows it.
 */
export function confineLogGlob(path: string, roots: string[], dataDir: string): string {
  if (path.split(/[\\/]/).includes('..')) throw new LogSpecError(`log path "${path}" may not contain ".." segments`);
  const absolute = isAbsolute(path) ? path : join(resolve(dataDir, 'logs'), path);
  const base = globBase(absolute) || '/';
  if (!insideRoots(base, roots))
    throw new LogSpecError(
      `log path "${path}" is outside the folders log backends may read (${roots.join(', ')}); ` +
        `add its folder to ${LOG_PATHS_SETTING} (colon-separated) to allow it`,
    );
  return absolute;
}

/** What is wrong with a spec before it is saved (undefined: it may be stored). */
export function logSpecProblem(spec: unknown, roots: string[], dataDir: string): string | undefined {
  try {
    for (const file of parseLogSpec(spec).files) for (const path of file.paths) confineLogGlob(path, roots, dataDir);
    return undefined;
  } catch (error) {
    if (error instanceof LogSpecError) return error.message;
    throw error;
  }
}
