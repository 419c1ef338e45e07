import { createHash } from 'node:crypto';
import { UUID_PATTERN } from '../http/input';

/**
 * The fingerprint of a change (config-db `changes/fingerprint.go`): two changes of one item with the same
 * fingerprint are "the same thing happening again" and merge within the dedup window. It is computed from the
 * change's `patches` (else its `details`) flattened to path=value pairs, plus its change type; everything that
 * differs between two occurrences of one event is normalised away first: ids (UUIDs, 16+ hex tokens, sha256
 * digests), RFC 3339 timestamps, durations and numbers (also inside texts and array indices), so a replica count
 * going 3 -> 4 and 4 -> 5 fingerprint alike.
 */
export interface FingerprintInput {
  change_type: string;
  patches?: unknown;
  details?: unknown;
}

/** Any UUID inside a text: the server's one UUID pattern, unanchored. */
const UUID = new RegExp(UUID_PATTERN.source.replace(/^\^|\$$/g, ''), 'gi');
const TIMESTAMP = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/gi;
// sha256 digests (64 hex) and other long hex tokens (commit ids, request ids): 16 or more hex digits.
const HEX = /\b(?:sha256:)?[0-9a-f]{16,}\b/gi;
// Go-style durations (1h30m, 250ms, 1.5s) before plain numbers, so `1h30m` is one token.
const DURATION = /\b\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h|d)(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))*\b/g;
const NUMBER = /\d+(?:\.\d+)?/g;

/** One text with its variable parts replaced by placeholders. */
export function normaliseText(value: string): string {
  return value
    .replace(UUID, '<uuid>')
    .replace(TIMESTAMP, '<time>')
    .replace(HEX, '<hex>')
    .replace(DURATION, '<duration>')
    .replace(NUMBER, '0');
}

/** `path=value` pairs of the leaves of a JSON value (paths joined with dots, array indices as numbers). */
export function flatten(value: unknown, path = '', out: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(value)) {
    if (!value.length) out.push([path, '[]']);
    value.forEach((entry, index) => flatten(entry, path ? `${path}.${index}` : String(index), out));
  } else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (!keys.length) out.push([path, '{}']);
    for (const key of keys) flatten((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out);
  } else {
    out.push([path, typeof value === 'string' ? value : JSON.stringify(value ?? null)]);
  }
  return out;
}

/** The md5 of the sorted, normalised pairs and the change type (hex). */
export function changeFingerprint(change: FingerprintInput): string {
  const source = change.patches != null ? change.patches : (change.details ?? null);
  const pairs = flatten(source).map(([path, value]) => `${normaliseText(path)}=${normaliseText(value)}`);
  pairs.sort();
  pairs.push(`change_type=${change.change_type}`);
  return createHash('md5').update(pairs.join('\n')).digest('hex');
}
