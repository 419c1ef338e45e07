import { describe, expect, it } from 'vitest';
import { formatDurationNs, parseDurationNs } from './durations';
import { EMPTY_RULE, isEditableRule, ruleProblems, ruleRowOf, ruleValuesOf } from './ruleForm';
import { previewRows, ruleRowSchema, silencePreviewSchema } from './rows';
import {
  EMPTY_SILENCE,
  expiryOf,
  silencePreviewQuery,
  silenceProblems,
  silenceRequestOf,
  silenceValuesFromQuery,
} from './silenceForm';
import { statusInfo } from './statuses';
import { decodeSummaryUrl, summaryRequestOf, writeSummaryUrl } from './summaryUrl';

describe('notification model', () => {
  it('reads and writes the filters of the send history in upstream form', () => {
    const params = writeSummaryUrl(new URLSearchParams('pageIndex=3'), {
      status: { sent: 1, silenced: -1 },
      resourceType: { check: 1 },
      search: ' pay ',
    });
    expect(params.get('status')).toBe('sent,!silenced');
    expect(params.get('pageIndex')).toBeNull();
    const state = decodeSummaryUrl(params);
    expect(summaryRequestOf(state)).toEqual({
      pageIndex: 0,
      pageSize: 50,
      search: 'pay',
      status: 'sent,!silenced',
      resourceType: 'check',
    });
    expect(decodeSummaryUrl(new URLSearchParams('pageSize=500')).pageSize).toBe(50);
  });

  it('names every status in words with a glyph', () => {
    expect(statusInfo('repeat-interval')).toMatchObject({ label: 'Repeated', glyph: '⟳' });
    expect(statusInfo('evaluating-waitfor').label).toBe('Evaluating WaitFor');
    expect(statusInfo('something-new').label).toBe('something-new');
  });

  it('converts Wait For between nanoseconds and text', () => {
    expect(parseDurationNs('1h30m')).toBe(5_400_000_000_000);
    expect(parseDurationNs('30s')).toBe(30_000_000_000);
    expect(parseDurationNs('soon')).toBeUndefined();
    expect(formatDurationNs(5_400_000_000_000)).toBe('1h30m');
  });

  it('writes only the chosen recipient and a connection or URL as a custom service', () => {
    const values = { ...EMPTY_RULE, name: 'r', events: ['check.failed'], recipient: 'others' as const, person_id: 'p' };
    expect(ruleProblems(values)).toEqual({ service: 'Choose who receives the notification' });
    const row = ruleRowOf({ ...values, service: 'generic+http://127.0.0.1:9/hook', wait_for: '30s' });
    expect(row).toMatchObject({
      person_id: null,
      custom_services: [{ name: 'custom', url: 'generic+http://127.0.0.1:9/hook' }],
      wait_for: 30_000_000_000,
    });
    expect(ruleRowOf({ ...values, service: 'connection://default/ops' }).custom_services).toEqual([
      { name: 'custom', connection: 'connection://default/ops' },
    ]);
    expect(ruleProblems({ ...values, service: 'x', properties: '- a' })).toEqual({
      properties: 'Properties must be a YAML map of keys to values',
    });
  });

  it('reads a rule back into the form and keeps rules of other sources read-only', () => {
    const row = ruleRowSchema.parse({
      id: 'n1',
      name: 'r',
      events: ['check.failed'],
      team_id: 't1',
      wait_for: 60_000_000_000,
      group_by: ['type', 'description'],
      properties: { slack: 'x' },
      source: 'KubernetesCRD',
    });
    expect(ruleValuesOf(row)).toMatchObject({
      recipient: 'team',
      team_id: 't1',
      wait_for: '1m',
      group_by: 'type, description',
      properties: 'slack: x',
    });
    expect(isEditableRule(row)).toBe(false);
    expect(isEditableRule({ source: 'UI' })).toBe(true);
  });

  it('builds the silence request for each mode, with upstream datemath', () => {
    const prefilled = silenceValuesFromQuery(new URLSearchParams('check_id=c1'));
    expect(prefilled).toMatchObject({ mode: 'resource', resourceKind: 'check', resourceId: 'c1' });
    expect(silenceProblems(prefilled)).toEqual({ name: 'Must specify a unique name' });
    expect(silenceRequestOf({ ...prefilled, name: 'm', recursive: true })).toEqual({
      name: 'm',
      description: undefined,
      from: 'now',
      until: 'now+1d',
      check_id: 'c1',
      recursive: true,
    });
    const filter = { ...EMPTY_SILENCE, mode: 'filter' as const, name: 'f', filter: 'true', duration: 'indefinitely' };
    expect(silenceRequestOf(filter)).toMatchObject({ filter: 'true', until: null });
    expect(silencePreviewQuery(filter)).toEqual({ filter: 'true' });
    expect(silenceProblems({ ...EMPTY_SILENCE, mode: 'selector', name: 's', selectors: '{}' })).toEqual({
      selectors: 'Selectors must be a JSON list of resource selectors',
    });
  });

  it('says Never and Expired for Expires At', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(expiryOf(null, now)).toEqual({ never: true, expired: false });
    expect(expiryOf('2026-11-10T00:00:00Z', now)).toEqual({ never: false, expired: true });
    expect(expiryOf('2026-11-21T00:00:00Z', now).expired).toBe(false);
  });

  it('reads the preview with its resources by id', () => {
    const rows = previewRows(
      silencePreviewSchema.parse({
        notifications: [{ id: 'h1', resource_id: 'r1', status: 'sent' }],
        resources: { r1: { id: 'r1', name: 'payments' } },
      }),
    );
    expect(rows[0]?.resource?.name).toBe('payments');
  });
});
