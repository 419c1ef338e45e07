import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeCheck } from './execute';

/** The folder check's `filter.regex` is user data: it is matched in linear time, never by backtracking. */
describe('S22: folder check filter.regex', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mc-folder-redos-'));
  beforeAll(() => {
    // The review's probe: a file named a×27 froze Run Now 0.68 s, doubling per character; 30 is ~5 s on the old code.
    writeFileSync(join(dir, 'a'.repeat(30)), '');
    writeFileSync(join(dir, 'aab'), '');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (spec: Record<string, unknown>) =>
    executeCheck({ id: 'c', canary_id: 'k', type: 'folder', name: 'f', spec } as never, 10_000);

  it('S22: a catastrophic-backtracking pattern such as ^(a+)+b$ matches at once, with RegExp results', async () => {
    const started = Date.now();
    const result = await run({ path: dir, filter: { regex: '^(a+)+b$' }, minCount: 1, maxCount: 1 });
    expect(result).toMatchObject({ pass: true, detail: { count: 1 } });
    // Not a timing assertion on a busy machine: the old engine needs several seconds (then hours) here.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('S22: a pattern that cannot run in linear time (a backreference) is an invalid spec with the reason', async () => {
    const result = await run({ path: dir, filter: { regex: '^(a)\\1$' } });
    expect(result).toMatchObject({ pass: false, invalid: true });
    expect(result.error).toMatch(/^filter.regex "\^\(a\)\\1\$" cannot be used: /);
  });
});
