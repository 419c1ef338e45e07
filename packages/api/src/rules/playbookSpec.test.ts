import { describe, expect, it } from 'vitest';
import { playbookSpecError, playbookSpecProblems } from './playbookSpec';

const valid = {
  title: 'Restart',
  category: 'Operations',
  timeout: '10m',
  parameters: [{ name: 'who', label: 'Who', type: 'text', required: true, properties: { maxLength: 20 } }],
  checks: [{ types: ['http'], labelSelector: 'env=prod' }],
  on: { canary: [{ event: 'failed', filter: "check.name == 'x'" }] },
  approval: { type: 'any', approvers: { people: ['admin@local'], teams: ['ops'] } },
  actions: [
    { name: 'greet', timeout: '30s', delay: '1m', filter: 'true', exec: { script: 'echo "$PARAM_WHO"' } },
    { name: 'ask', http: { url: 'https://example.com', headers: [{ name: 'A', value: 'b' }] } },
    { name: 'count', sql: { connection: 'connection://default/db', query: 'select 1' } },
    { name: 'commit', gitops: { repo: { url: '/tmp/repo', branch: 'main' }, files: [{ path: 'a', content: 'b' }] } },
    { name: 'tell', notification: { connection: 'connection://default/slack', title: 't', message: 'm' } },
    { name: 'cloud', github: { repo: 'a/b', workflows: [] } },
  ],
};

describe('playbook spec schema', () => {
  it('accepts every documented part: parameters, selectors, on, approval and each action type', () => {
    expect(playbookSpecProblems(valid)).toEqual([]);
    expect(
      playbookSpecProblems({ on: [{ event: 'check.failed' }], actions: [{ name: 'a', exec: { script: 'x' } }] }),
    ).toEqual([]);
  });

  it('names a misspelt field and where it is', () => {
    const spec = { actions: [{ name: 'a', exec: { scrpt: 'echo' } }] };
    expect(playbookSpecError(spec)).toBe(
      'spec.actions[0].exec.scrpt: unknown field "scrpt"; an exec action takes script, network, env, connections, artifacts, checkout, setup (and 1 more problem)',
    );
    expect(playbookSpecProblems(spec)[1]).toEqual({ path: ['actions', 0, 'exec', 'script'], message: 'is required' });
    expect(playbookSpecProblems(spec)[0]).toEqual({
      path: ['actions', 0, 'exec', 'scrpt'],
      message:
        'unknown field "scrpt"; an exec action takes script, network, env, connections, artifacts, checkout, setup',
    });
  });

  it('asks for exactly one action type, a duration timeout and known enums', () => {
    expect(playbookSpecError({ actions: [{ name: 'a' }] })).toBe(
      'spec.actions[0]: needs exactly one action type: exec, http, sql, gitops, notification, logs, ai, github, azureDevopsPipeline, pod',
    );
    expect(playbookSpecError({ actions: [{ name: 'a', timeout: 'soon', exec: { script: 'x' } }] })).toBe(
      'spec.actions[0].timeout: must be a duration such as 30s, 5m or 1h30m',
    );
    expect(playbookSpecError({ approval: { type: 'some' }, actions: [{ name: 'a', exec: { script: 'x' } }] })).toBe(
      'spec.approval.type: "some" is not one of "any", "all"',
    );
    expect(playbookSpecError({ parameters: [{ label: 'x' }], actions: [{ name: 'a', exec: { script: 'x' } }] })).toBe(
      'spec.parameters[0].name: is required',
    );
  });

  it('needs an object with actions', () => {
    expect(playbookSpecError('actions')).toBe('spec: must be an object');
    expect(playbookSpecError({})).toBe('spec.actions: is required');
    expect(playbookSpecError({ actions: [] })).toBe('spec.actions: needs at least 1 item');
    expect(playbookSpecError({ actoins: [] })).toMatch(
      /^spec\.actoins: unknown field "actoins"; a playbook spec takes title, .* \(and 1 more problem\)$/,
    );
  });
});
