import { describe, expect, it } from 'vitest';
import { nameFromTitle, NEW_PLAYBOOK_SPEC, parseSpecText, playbookRow } from './editorForm';

describe('playbook editor form', () => {
  it('derives a DNS-style name from the title', () => {
    expect(nameFromTitle('  Restart the API (prod)! ')).toBe('restart-the-api-prod');
    expect(nameFromTitle('Café Überprüfung')).toBe('cafe-uberprufung');
    expect(nameFromTitle('---')).toBe('');
  });

  it('accepts the starting spec', () => {
    expect(parseSpecText(NEW_PLAYBOOK_SPEC).problems).toEqual([]);
  });

  it('places a misspelt field on its own line with the schema message', () => {
    const text = 'actions:\n  - name: a\n    exec:\n      scrpt: echo\n';
    const { problems } = parseSpecText(text);
    expect(problems[0]).toMatchObject({
      message: expect.stringMatching(
        /^spec\.actions\[0\]\.exec\.scrpt: unknown field "scrpt"; an exec action takes script/,
      ),
      line: 4,
      column: 7,
    });
    // The missing script marks the exec block it belongs in.
    expect(problems[1]).toMatchObject({ message: 'spec.actions[0].exec.script: is required', line: 4 });
  });

  it('reports YAML syntax errors with their line', () => {
    const { problems, spec } = parseSpecText('actions:\n  - name: a\n   bad: [\n');
    expect(spec).toBeUndefined();
    expect(problems[0]!.message).toMatch(/^YAML: /);
    expect(problems[0]!.line).toBeGreaterThan(1);
  });

  it('copies the spec icon, category and description to the row', () => {
    expect(playbookRow({ title: ' Ping ', name: 'ping' }, { icon: 'http', category: 'Ops', actions: [] })).toEqual({
      title: 'Ping',
      name: 'ping',
      spec: { icon: 'http', category: 'Ops', actions: [] },
      icon: 'http',
      category: 'Ops',
      description: null,
    });
  });
});
