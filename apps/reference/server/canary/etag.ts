import { createHash } from 'node:crypto';

/**
 * Validators for the health summary. The summary reads a rolling window (the last hour of statuses), so there is
 * no cheap change marker: rows age out of it without any write. The ETag is therefore a hash of the summary's
 * content, everything but its `duration` (the time the computation took, which differs on every computation
 * of the same data).
 *
 * A strong ETag promises the same bytes, so the body last served for a key is kept and served again while the
 * content hashes alike: one ETag, one body (and the shared compression cache, keyed by body, keeps hitting).
 */
interface Version {
  body: string;
  tag: string;
}

/** Keys kept (one per caller kind and filter set); each holds one summary body. */
const MAX_KEYS = 8;
const versions = new Map<string, Version>();

const DURATION = /^\{"duration":\d+,/;

function hash(content: string): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 27);
}

/** The body to serve for `key` and its validator (without quotes or encoding suffix). */
export function summaryVersion(key: string, body: string): Version {
  const last = versions.get(key);
  // The same computation shared by concurrent requests: same string, nothing to hash.
  if (last && last.body === body) return last;
  const tag = hash(body.replace(DURATION, '{'));
  if (last && last.tag === tag) return last;
  const version = { body, tag };
  versions.delete(key);
  versions.set(key, version);
  if (versions.size > MAX_KEYS) versions.delete(versions.keys().next().value!);
  return version;
}

/** The strong ETag of one representation: each content encoding is its own set of bytes. */
export function etagFor(tag: string, encoding: 'br' | 'gzip' | undefined): string {
  return `"${tag}${encoding ? `-${encoding}` : ''}"`;
}

/** RFC 9110 13.1.2: If-None-Match matches on `*` or any listed tag, compared weakly (a `W/` prefix is ignored). */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Clients keep the summary (it is personal to the session) and revalidate it on every use. */
export const SUMMARY_CACHE_CONTROL = 'private, no-cache';
