import { configure, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { stubResizeObserver } from '../../test/resizeObserver';
import { ResourceListPage } from './ResourceListPage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
stubResizeObserver({ width: 2000, height: 1200 });

const BACKEND = {
  id: 'b1',
  name: 'payments-files',
  source: 'UI',
  createdBy: { id: 'p1', name: 'Ada Admin' },
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-26T10:00:00Z',
};

function renderList(table: string, rows: Record<string, unknown>[]) {
  const list = vi.fn(async () => ({ data: rows, totalEntries: rows.length }));
  render(
    <TestConsoleProvider client={{ db: { list: list as never } }} initialLocation={`/settings/${table}`}>
      <ResourceListPage table={table} />
    </TestConsoleProvider>,
  );
  return list;
}

describe('#24 Log Backends list', () => {
  it('lists Name, Source, Created By, Created and Updated, asking for the creator', async () => {
    const list = renderList('logging_backends', [BACKEND]);
    const table = await screen.findByRole('table', { name: 'Log Backends' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace('↕', '')),
    ).toEqual(['Name', 'Source', 'Created By', 'Created', 'Updated']);
    const row = (await within(table).findByText('payments-files')).closest('tr')!;
    expect(row).toHaveTextContent('Ada Admin');
    expect(String((list.mock.calls[0] as unknown[])[0])).toContain('createdBy%3Acreated_by');
  });

  it('keeps the other lists as they were', async () => {
    renderList('teams', [{ id: 't1', name: 'sre', source: 'UI', created_at: '2026-11-25T10:00:00Z' }]);
    const table = await screen.findByRole('table', { name: 'Teams' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace('↕', '')),
    ).toEqual(['Name', 'Source', 'Created']);
  });
});
