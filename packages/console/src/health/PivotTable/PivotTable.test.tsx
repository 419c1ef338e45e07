import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkFixtures, manyChecks } from '../../__fixtures__/checks';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { buildPivot, type PivotSpec } from '../model/pivot';
import type { PivotCellType } from '../model/urlState';
import { PivotTable } from './PivotTable';

// Queries by role walk the whole table in jsdom; slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const byTeam: PivotSpec = { by: 'labels', label: 'team', cellType: 'checkStatuses' };
const byNamespace: PivotSpec = { by: 'namespace', label: null, cellType: 'checkStatuses' };

function renderPivot(cellType: PivotCellType, checks = checkFixtures, groupBy = 'no-grouping', spec = byTeam) {
  const onOpenCheck = vi.fn();
  render(
    <TestConsoleProvider>
      <PivotTable
        data={buildPivot(checks, groupBy, spec)}
        cellType={cellType}
        label="Checks by team"
        rowHeader="Checks"
        onOpenCheck={onOpenCheck}
        selectedCheckId="a2"
      />
    </TestConsoleProvider>,
  );
  return { onOpenCheck, table: screen.getByRole('table', { name: 'Checks by team' }) };
}

describe('PivotTable', () => {
  it('is a table with column headers for the pivot values and row headers for the rows', () => {
    const { table } = renderPivot('checkStatuses');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Checks', 'data', 'payments', 'platform']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['api/payments', 'dns-example-com', 'homepage', 'nightly-backup']);
    const payments = within(table).getByRole('row', { name: /api\/payments/ });
    expect(
      within(payments)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['–No checks', 'unhealthy', '–No checks']);
  });

  it.each([
    ['checkStatuses', 'unhealthy: api/payments, payments'],
    ['uptime', '33.3%: api/payments, payments'],
    ['latency', '950ms: api/payments, payments'],
  ] as const)('shows %s as text and marks the open check', (cellType, name) => {
    const { table } = renderPivot(cellType);
    expect(within(table).getByRole('button', { name })).toHaveAttribute('aria-current', 'true');
  });

  it('opens the most urgent check of a cell that holds several, by mouse or keyboard', async () => {
    const { table, onOpenCheck } = renderPivot('checkStatuses', checkFixtures, 'canary_name', byNamespace);
    const edge = within(table).getByRole('button', { name: 'mixed, 2 checks: edge-http, default' });
    expect(edge).toHaveTextContent('mixed×2');
    expect(edge).toHaveAccessibleDescription('Open api/payments');
    await userEvent.click(edge);
    expect(onOpenCheck).toHaveBeenLastCalledWith('a2');
    within(table).getByRole('button', { name: 'healthy: dns, infra' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenCheck).toHaveBeenLastCalledWith('a3');
  });

  it('renders only the rows in view for 10,000 rows', () => {
    const { table } = renderPivot('uptime', manyChecks(10_000));
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
  });
});
