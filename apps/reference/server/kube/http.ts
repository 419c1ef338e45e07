import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { KubeError } from './canaries';

/** A refusal as the `Status` object kubectl prints. */
export function status(c: Context<AppEnv>, error: KubeError) {
  return c.json(
    {
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: error.message,
      reason: error.reason,
      ...(error.details ? { details: error.details } : {}),
      code: error.code,
    },
    error.code,
  );
}

/** `a=b,c!=d,e` label selectors (equality, inequality, existence), for any kind's rows. */
export function labelMatcher(
  selector: string | undefined,
): (row: { labels: Record<string, string> | null }) => boolean {
  if (!selector) return () => true;
  const terms = selector
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
    .map((term) => {
      const match = /^(!?)([\w./-]+)\s*(?:(==|=|!=)\s*([\w./-]*))?$/.exec(term);
      if (!match) throw new KubeError(400, 'BadRequest', `unable to parse requirement: ${term}`);
      return { negate: match[1] === '!', key: match[2]!, op: match[3], value: match[4] ?? '' };
    });
  return (row) =>
    terms.every(({ negate, key, op, value }) => {
      const labels = row.labels ?? {};
      const has = Object.hasOwn(labels, key);
      if (!op) return negate ? !has : has;
      return op === '!=' ? labels[key] !== value : labels[key] === value;
    });
}

/** `metadata.name=x,metadata.namespace=y` field selectors (what kubectl uses to wait for a deletion). */
export function fieldFilter(selector: string | undefined): { name?: string; namespace?: string } {
  const filter: { name?: string; namespace?: string } = {};
  for (const term of (selector ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const [field, value = ''] = term.split(/==?/, 2);
    if (field === 'metadata.name') filter.name = value;
    else if (field === 'metadata.namespace') filter.namespace = value;
    else throw new KubeError(400, 'BadRequest', `field label not supported: ${field}`);
  }
  return filter;
}

/** Lists refuse `watch`: nothing streams here. */
export function refuseWatch(c: Context<AppEnv>) {
  if (c.req.query('watch') === 'true' || c.req.query('watch') === '1') {
    throw new KubeError(405, 'MethodNotAllowed', 'watch is not supported by this server');
  }
}

/** Merge patches only (kubectl apply sends one for kinds it has no Go type of); 415 for anything else. */
export function requireMergePatch(c: Context<AppEnv>) {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!['application/merge-patch+json', 'application/strategic-merge-patch+json', 'application/json'].includes(type)) {
    throw new KubeError(
      415,
      'UnsupportedMediaType',
      `the body of the request was in an unknown format - accepted media types include: application/merge-patch+json`,
    );
  }
}
