import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function violations(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the import-direction lint rule', () => {
  it.each([
    ['packages/core/src/time/bad.ts', "import { z } from 'zod';\nexport const s = z;\n", /core imports nothing/],
    [
      'packages/core/src/bad.ts',
      "import { useState } from 'react';\nexport const s = useState;\n",
      /core imports nothing/,
    ],
    [
      'packages/core/src/bad.ts',
      "import { createClient } from '@mission-control/api';\nexport const c = createClient;\n",
      /core imports nothing/,
    ],
    [
      'packages/core/src/time/bad.ts',
      "import { Button } from '../../../ui/src/index';\nexport const b = Button;\n",
      /core must not reach out/,
    ],
    [
      'packages/ui/src/Bad.ts',
      "import { parseDateMath } from '../../core/src/index';\nexport const p = parseDateMath;\n",
      /ui must not reach into another package/,
    ],
    [
      'packages/console/src/bad.ts',
      "import { parseDateMath } from '@mission-control/core';\nexport const p = parseDateMath;\n",
      /console reads core through/,
    ],
    [
      'apps/reference/server/bad.ts',
      "import { parseDateMath } from '@mission-control/core';\nexport const p = parseDateMath;\n",
      /server → api → core/,
    ],
    [
      'packages/ui/src/Bad.ts',
      "import { createClient } from '@mission-control/api';\nexport const c = createClient;\n",
      /ui must not import api/,
    ],
    [
      'packages/ui/src/Bad.ts',
      "import { x } from '../../console/src/index';\nexport const y = x;\n",
      /ui must not reach into another package/,
    ],
    [
      'packages/api/src/bad.ts',
      "import { useState } from 'react';\nexport const s = useState;\n",
      /api is framework-free/,
    ],
    [
      'packages/api/src/bad.ts',
      "import { Button } from '@mission-control/ui';\nexport const b = Button;\n",
      /api must not import ui/,
    ],
    [
      'packages/console/src/bad.ts',
      "import { useNavigate } from 'react-router';\nexport const n = useNavigate;\n",
      /never a router/,
    ],
    [
      'packages/console/src/bad.ts',
      "import { App } from '../../../apps/reference/src/App';\nexport const a = App;\n",
      /must not import the reference app/,
    ],
  ])('rejects a deliberate violation in %s', async (filePath, code, message) => {
    const found = await violations(filePath, code);
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).toMatch(message);
  });

  it.each([
    [
      'packages/console/src/ok.ts',
      "import { createClient } from '@mission-control/api';\nimport { cssVar } from '@mission-control/ui';\nexport const ok = [createClient, cssVar];\n",
    ],
    [
      'apps/reference/src/ok.ts',
      "import { HealthDashboard } from '@mission-control/console';\nexport const ok = HealthDashboard;\n",
    ],
    ['packages/ui/src/ok.ts', "import { useState } from 'react';\nexport const ok = useState;\n"],
    [
      'packages/ui/src/ok.ts',
      "import { parseDateMath } from '@mission-control/core';\nexport const ok = parseDateMath;\n",
    ],
    [
      'packages/api/src/ok.ts',
      "import { parseDateMath } from '@mission-control/core';\nexport const ok = parseDateMath;\n",
    ],
    ['packages/core/src/time/ok.ts', "import { UNIT_MS } from './units';\nexport const ok = UNIT_MS;\n"],
  ])('allows the permitted direction in %s', async (filePath, code) => {
    expect(await violations(filePath, code)).toEqual([]);
  });
});

describe('the console kit lint rule', () => {
  async function kitViolations(code: string) {
    const [result] = await eslint.lintText(code, { filePath: 'packages/console/src/bad.tsx' });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  }

  it.each([
    [
      'a native select',
      'export const A = () => <select aria-label="x"><option>a</option></select>;\n',
      /not a native <select>/,
    ],
    ['a hand-made tab', 'export const A = () => <button role="tab">a</button>;\n', /not a hand-made tab list/],
    ['a hand-made tab list', 'export const A = () => <div role="tablist" />;\n', /not a hand-made tab list/],
  ])('rejects %s in packages/console', async (_name, code, message) => {
    expect((await kitViolations(code)).join('\n')).toMatch(message);
  });

  it('allows the ui controls', async () => {
    const code =
      "import { Select, Tab, TabList, Tabs } from '@mission-control/ui';\n" +
      'export const A = () => <Tabs><TabList aria-label="t"><Tab id="a">a</Tab></TabList><Select options={[]} /></Tabs>;\n';
    expect(await kitViolations(code)).toEqual([]);
  });
});
