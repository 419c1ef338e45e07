import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core on the page as it is now and fails with the rule ids and targets it finds. */
export async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  expect(violations, 'axe violations').toEqual([]);
}
