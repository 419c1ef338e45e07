import { describe, expect, it } from 'vitest';
import { CATALOG_COST_RANGE_MESSAGE, catalogSummaryGroupsSchema, catalogSummaryRequestSchema } from './catalog';

const firstMessage = (body: unknown) => {
  const parsed = catalogSummaryRequestSchema.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('catalogSummaryRequestSchema', () => {
  it('accepts what the summary page sends', () => {
    const body = {
      groupBy: ['type', 'namespace'],
      deleted: false,
      filter: { env: 'prod', team: '!web' },
      health: 'healthy,!unknown',
      status: 'Running*',
      changes: { since: '30d' },
      analysis: { since: '30d' },
      cost: '30d',
    };
    expect(catalogSummaryRequestSchema.parse(body)).toEqual(body);
    expect(catalogSummaryRequestSchema.parse({})).toEqual({});
  });

  it.each([
    [{ cost: '2d' }, CATALOG_COST_RANGE_MESSAGE],
    [{ changes: { since: 'soon' } }, /^changes since is invalid: /],
    [{ analysis: { since: '-1d' } }, /^analysis since is invalid: /],
    [{ health: 'a*b' }, /has a \* inside it/],
    [{ groupBy: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'groupBy takes at most 5 keys'],
    [{ groupBy: [' '] }, 'a groupBy key may not be empty'],
  ])('refuses %j with a sentence', (body, message) => {
    const got = firstMessage(body);
    if (typeof message === 'string') expect(got).toBe(message);
    else expect(got).toMatch(message);
  });
});

describe('catalogSummaryGroupsSchema', () => {
  it('reads rows with tag-key columns, and null as no rows', () => {
    const rows = [{ type: 'Kubernetes::Pod', namespace: 'shop', health: { healthy: 2 }, count: 2, changes: 1 }];
    expect(catalogSummaryGroupsSchema.parse(rows)).toEqual(rows);
    expect(catalogSummaryGroupsSchema.parse(null)).toBeNull();
  });
});
