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
    // Cards off-screen skip rendering through `content-visibility: auto`, and axe-core then judges their
    // text against whatever it finds behind them (axe-core issue #2768). Render everything while it looks.
    const style = document.createElement('style');
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
    const result = await axe.run(document).finally(() => style.remove());
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  expect(violations, 'axe violations').toEqual([]);
}
