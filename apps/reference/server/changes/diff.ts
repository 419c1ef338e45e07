import { createTwoFilesPatch } from 'diff';
import { createPatch, type Operation } from 'rfc6902';

/**
 * The diff change of a rescraped document (config-db `db/update.go generateConfigChange`): a unified text diff of
 * the two documents (pretty JSON with sorted keys, so key order never shows as a change), an RFC 6902 JSON patch
 * from the old document to the new one, and a summary of the changed leaf paths (`spec.replicas,
 * metadata.labels.app`). Both diffs are bounded: documents can be megabytes.
 */
export interface DocumentDiff {
  diff: string;
  patches: Operation[];
  summary: string;
  /** The changed leaf paths, in patch order. */
  paths: string[];
}

/** Array pairs larger than this (length product) are replaced whole instead of diffed element by element. */
const MAX_ARRAY_WORK = 250_000;
/** The text diff gives up after this long (ms) and the change keeps its patch only. */
const TEXT_DIFF_TIMEOUT_MS = 2000;
/** Paths named in the summary; the rest are counted. */
export const MAX_SUMMARY_PATHS = 20;

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const pretty = (value: unknown) => `${JSON.stringify(sorted(value ?? null), null, 2)}\n`;

/** `/spec/containers/0/image` -> `spec.containers[0].image` (JSON Pointer escapes undone). */
export function pointerToPath(pointer: string): string {
  let path = '';
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^(?:\d+|-)$/.test(token)) path += `[${token}]`;
    else path += path ? `.${token}` : token;
  }
  return path;
}

/** The leaf paths under `path` of a value an operation adds or replaces (an added object names its leaves). */
function leafPaths(path: string, value: unknown, out: string[]): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length) {
    for (const [key, entry] of Object.entries(value)) leafPaths(path ? `${path}.${key}` : key, entry, out);
  } else out.push(path);
}

export function summaryOf(paths: string[]): string {
  const unique = [...new Set(paths.map((path) => path || '(document)'))];
  const named = unique.slice(0, MAX_SUMMARY_PATHS).join(', ');
  return unique.length > MAX_SUMMARY_PATHS ? `${named} and ${unique.length - MAX_SUMMARY_PATHS} more` : named;
}

/** The diff between two documents, or undefined when they are equal. */
export function documentDiff(before: unknown, after: unknown): DocumentDiff | undefined {
  const oldText = pretty(before);
  const newText = pretty(after);
  if (oldText === newText) return undefined;
  const patches = createPatch(sorted(before ?? null), sorted(after ?? null), (input, output, ptr) => {
    if (Array.isArray(input) && Array.isArray(output) && input.length * output.length > MAX_ARRAY_WORK) {
      return [{ op: 'replace', path: ptr.toString(), value: output }];
    }
    return undefined;
  });
  const paths: string[] = [];
  for (const operation of patches) {
    const path = pointerToPath(operation.path);
    if (operation.op === 'add' || operation.op === 'replace') leafPaths(path, operation.value, paths);
    else paths.push(path);
  }
  const text = createTwoFilesPatch('before', 'after', oldText, newText, undefined, undefined, {
    context: 3,
    timeout: TEXT_DIFF_TIMEOUT_MS,
  });
  return { diff: text ?? '', patches, summary: summaryOf(paths), paths };
}
