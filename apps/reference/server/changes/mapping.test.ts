import { describe, expect, it } from 'vitest';
import { applyChangeRules, compileChangeRules, type ChangeFacts } from './mapping';

const item = { config: { spec: { image: 'web:2' } }, config_type: 'Pod', name: 'web', tags: {}, labels: {} };
const change = (facts: Partial<ChangeFacts>): ChangeFacts => ({
  change_type: 'Event',
  summary: null,
  severity: null,
  source: null,
  details: null,
  patches: null,
  external_change_id: null,
  ...facts,
});

describe('#20 transform.changes rules', () => {
  const { rules, problems } = compileChangeRules({
    exclude: ["change_type == 'Noise'"],
    mapping: [
      {
        filter: "details.reason == 'BackOff'",
        type: 'BackOff',
        severity: 'High',
        summary: '{{details.reason}} on {{name}}',
      },
      { filter: "details.reason == 'Terminated'", action: 'delete' },
      { filter: "details.reason == 'Heartbeat'", action: 'ignore' },
    ],
  });

  it('compiles valid rules without problems', () => {
    expect(problems).toEqual([]);
    expect(rules.mapping).toHaveLength(3);
  });

  it('maps the first matching rule: type, severity (lower-cased) and a CEL summary template', () => {
    expect(applyChangeRules(rules, change({ details: { reason: 'BackOff' } }), item)).toMatchObject({
      change_type: 'BackOff',
      severity: 'high',
      summary: 'BackOff on web',
    });
  });

  it('drops excluded and ignored changes, and asks for the item to be deleted on action: delete', () => {
    expect(applyChangeRules(rules, change({ change_type: 'Noise' }), item)).toBeUndefined();
    expect(applyChangeRules(rules, change({ details: { reason: 'Heartbeat' } }), item)).toBeUndefined();
    expect(applyChangeRules(rules, change({ details: { reason: 'Terminated' } }), item)).toMatchObject({
      deleteItem: true,
    });
  });

  it('a filter that fails on a change counts as no match and is reported with the rule it came from', () => {
    const errors: string[] = [];
    const diff = change({ change_type: 'diff', details: null });
    expect(applyChangeRules(rules, diff, item, (message) => errors.push(message))).toEqual(diff);
    expect(errors[0]).toMatch(/^transform\.changes\.mapping\[0\]\.filter failed on a diff change of Pod web: /);
  });

  it('names the field of every problem', () => {
    expect(
      compileChangeRules({ mapping: [{ filter: 'a ==' }, { action: 'explode' }, { summary: '{{ ) }}' }], exclude: 'x' })
        .problems,
    ).toEqual([
      'transform.changes.exclude must be a list of CEL expressions',
      expect.stringMatching(/^transform\.changes\.mapping\[0\]\.filter is not a valid CEL expression: /),
      'transform.changes.mapping[1].action must be ignore or delete',
      expect.stringMatching(/^transform\.changes\.mapping\[2\]\.summary \{\{\)\}\} is not a valid CEL expression: /),
    ]);
  });
});
