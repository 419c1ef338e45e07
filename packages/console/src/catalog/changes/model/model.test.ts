import { describe, expect, it } from 'vitest';
import { changesRequestOf, decodeChangesUrl, hidesNoise, recursiveOf, withNoise, writeChangesUrl } from './changesUrl';
import { diffStats, parseUnifiedDiff, sideBySide } from './diff';
import { groupByItem, madeBy } from './rows';
import { severitiesAtLeast, severityRank, severityTone } from './severity';
import { decodeTimeRange, requestWindow, writeTimeRange } from './timeRangeUrl';

const params = (text: string) => new URLSearchParams(text);

describe('change feed URL', () => {
  it('reads upstream links: Info capitalised, the relative range, match expressions', () => {
    const state = decodeChangesUrl(
      params('severity=Info&rangeType=relative&display=7 days&range=now-7d&source=!diff&configTypes=Kubernetes::Pod'),
    );
    expect(state.severity).toBe('info');
    expect(state.range).toEqual({ type: 'relative', from: 'now-7d', to: 'now' });
    expect(state.sources).toEqual({ diff: -1 });
    expect(state.configTypes).toEqual({ 'Kubernetes::Pod': 1 });
    expect(state.sortBy).toBe('created_at');
    expect(state.sortOrder).toBe('desc');
  });

  it('reads the one configType the catalog tabs carry, and replaces it when the filter changes', () => {
    expect(decodeChangesUrl(params('configType=Kubernetes::Pod')).configTypes).toEqual({ 'Kubernetes::Pod': 1 });
    const next = writeChangesUrl(params('configType=Kubernetes::Pod'), { configTypes: { 'Kubernetes::Node': -1 } });
    expect(next.get('configType')).toBeNull();
    expect(decodeChangesUrl(next).configTypes).toEqual({ 'Kubernetes::Node': -1 });
  });

  it('defaults to the last 2 days and drops a malformed range, severity or sort', () => {
    const state = decodeChangesUrl(params('rangeType=absolute&from=later&to=now&severity=urgent&sortBy=fingerprint'));
    expect(state.range).toEqual({ type: 'relative', from: 'now-2d', to: 'now' });
    expect(state.severity).toBe('');
    expect(state.sortBy).toBe('created_at');
  });

  it('writes filters back to page one and leaves defaults and the host params alone', () => {
    const previous = params('tab=changes&pageIndex=3');
    const next = writeChangesUrl(previous, {
      severity: 'high',
      range: { type: 'relative', from: 'now-7d', to: 'now' },
    });
    expect(next.get('tab')).toBe('changes');
    expect(next.get('pageIndex')).toBeNull();
    expect(next.get('severity')).toBe('high');
    expect(next.get('range')).toBe('now-7d');
    expect(next.get('display')).toBe('7 days');
    const back = writeChangesUrl(next, { range: { type: 'relative', from: 'now-2d', to: 'now' } });
    expect(back.get('range')).toBeNull();
    expect(writeChangesUrl(params(''), { pageIndex: 2 }).get('pageIndex')).toBe('2');
    expect(writeChangesUrl(params('pageIndex=2'), { groupByItem: true }).get('pageIndex')).toBe('2');
  });

  it('turns the state into the request of §1.4', () => {
    const state = decodeChangesUrl(
      params(
        'severity=high&changeType=diff:1,Pulled:-1&tags=namespace____default:1,env____dev:-1&source=diff:-1&pageIndex=2&pageSize=25&sortBy=count&sortOrder=asc&external_created_by=ci-bot',
      ),
    );
    expect(changesRequestOf(state)).toEqual({
      from: 'now-2d',
      to: 'now',
      severity: 'high',
      type: 'diff,!Pulled',
      tags: 'namespace=default,env!=dev',
      source: '!diff',
      created_by: 'ci-bot',
      page: 3,
      page_size: 25,
      sort_by: 'count',
    });
  });

  it('asks for the item and its relatives by the tab toggles, depth 5', () => {
    const state = decodeChangesUrl(params('upstream=true'));
    expect(changesRequestOf(state, { configId: 'c1' })).toMatchObject({ id: 'c1', recursive: 'all', depth: 5 });
    expect(recursiveOf({ downstream: true, upstream: false })).toBe('downstream');
    expect(recursiveOf({ downstream: false, upstream: true })).toBe('upstream');
    expect(recursiveOf({ downstream: false, upstream: false })).toBe('none');
    expect(writeChangesUrl(params(''), { downstream: false }).get('downstream')).toBe('false');
  });

  it('hides and shows the noisy sources without touching other source choices', () => {
    const hidden = withNoise({ kubernetes: 1 }, true);
    expect(hidesNoise(hidden)).toBe(true);
    expect(hidden).toMatchObject({ kubernetes: 1, diff: -1, 'config-db': -1, playbook: -1, notification: -1 });
    expect(withNoise(hidden, false)).toEqual({ kubernetes: 1 });
  });
});

describe('time range in the URL', () => {
  it('round-trips absolute and mapped ranges', () => {
    const absolute = { type: 'absolute', from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' } as const;
    expect(decodeTimeRange(writeTimeRange(params(''), absolute))).toEqual(absolute);
    const mapped = { type: 'mapped', range: 'yesterday' } as const;
    expect(decodeTimeRange(writeTimeRange(params(''), mapped))).toEqual(mapped);
    expect(decodeTimeRange(params('rangeType=mapped&range=someday'))).toEqual({
      type: 'relative',
      from: 'now-2d',
      to: 'now',
    });
  });

  it('resolves a quick range to whole days in the zone, and keeps date math otherwise', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(requestWindow({ type: 'mapped', range: 'yesterday' }, { now, timeZone: 'UTC' })).toEqual({
      from: '2026-11-19T00:00:00.000Z',
      to: '2026-11-19T23:59:59.999Z',
    });
    expect(requestWindow({ type: 'relative', from: 'now-6h', to: 'now' })).toEqual({ from: 'now-6h', to: 'now' });
  });
});

describe('severity', () => {
  it('orders critical > high > medium > low > info, a filter meaning that level or worse', () => {
    expect(severitiesAtLeast('high')).toEqual(['critical', 'high']);
    expect(severitiesAtLeast('info')).toHaveLength(5);
    expect(severityRank('Critical')).toBe(0);
    expect(severityRank('bogus')).toBe(5);
    expect(severityTone('medium')).toBe('warning');
  });
});

const DIFF = `--- before
+++ after
@@ -1,4 +1,5 @@
 {
-  "replicas": 2,
-  "image": "nginx:1.25"
+  "replicas": 3,
+  "image": "nginx:1.27",
+  "paused": false
 }
`;

describe('diff', () => {
  it('reads numbered lines of both sides', () => {
    const lines = parseUnifiedDiff(DIFF);
    expect(lines[0]).toEqual({ kind: 'hunk', text: '@@ -1,4 +1,5 @@' });
    expect(lines[2]).toEqual({ kind: 'removed', text: '  "replicas": 2,', oldNumber: 2 });
    expect(lines[4]).toEqual({ kind: 'added', text: '  "replicas": 3,', newNumber: 2 });
    expect(lines.at(-1)).toEqual({ kind: 'context', text: '}', oldNumber: 4, newNumber: 5 });
    expect(diffStats(lines)).toEqual({ added: 3, removed: 2 });
  });

  it('pairs removed with added lines side by side', () => {
    const rows = sideBySide(parseUnifiedDiff(DIFF));
    const pairs = rows.filter((row) => row.kind === 'pair');
    expect(pairs[1]).toEqual({
      kind: 'pair',
      left: { kind: 'removed', text: '  "replicas": 2,', number: 2 },
      right: { kind: 'added', text: '  "replicas": 3,', number: 2 },
    });
    expect(pairs[3]).toEqual({
      kind: 'pair',
      left: null,
      right: { kind: 'added', text: '  "paused": false', number: 4 },
    });
  });

  it('reads text without hunks as context and an empty diff as nothing', () => {
    expect(parseUnifiedDiff('plain')).toEqual([{ kind: 'context', text: 'plain', oldNumber: 1, newNumber: 1 }]);
    expect(parseUnifiedDiff(null)).toEqual([]);
  });
});

describe('rows', () => {
  it('groups a page by item, counting merged occurrences', () => {
    const groups = groupByItem([
      { id: 'a', config_id: 'c1', name: 'web', count: 10 },
      { id: 'b', config_id: 'c2', name: 'db' },
      { id: 'c', config_id: 'c1', name: 'web' },
    ]);
    expect(groups.map((group) => [group.item?.name, group.item?.count, group.children?.length])).toEqual([
      ['web', 11, 2],
      ['db', 1, 1],
    ]);
  });

  it('names the external author, else the person, else the source', () => {
    expect(madeBy({ external_created_by: 'ci-bot', created_by: 'x', source: 'diff' }).text).toBe('ci-bot');
    const id = '0a1b2c3d-0000-4000-8000-000000000001';
    expect(madeBy({ created_by: id }, () => 'Ada')).toEqual({ kind: 'person', text: 'Ada' });
    expect(madeBy({ source: 'kubernetes' })).toEqual({ kind: 'source', text: 'kubernetes' });
  });
});
