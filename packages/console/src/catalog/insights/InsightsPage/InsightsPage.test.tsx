import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOption } from '@mission-control/ui/testing';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../../provider/router';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { changesClient } from '../../changes/__fixtures__/changes';
import { InsightsPage } from './InsightsPage';
import { stubResizeObserver } from '../../../test/resizeObserver';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 1200, height: 1200 });

function renderPage(location = '/catalog/insights') {
  const router: MemoryRouterAdapter = createMemoryRouterAdapter(location);
  const fixture = changesClient();
  render(
    <TestConsoleProvider router={router} client={fixture.client}>
      <InsightsPage />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

const params = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x').searchParams;
const table = () => screen.findByRole('table', { name: 'Insights' });

describe('InsightsPage', () => {
  it('lists open findings with their item, type, severity and status in words, newest first', async () => {
    const { requests } = renderPage();
    const list = await table();
    const row = (await within(list).findByText('privileged-container')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'payments-api' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Security');
    expect(row).toHaveTextContent('Critical');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('payments-api: container api runs privileged');
    expect(within(list).queryByText('database-without-recent-backup')).toBeNull();
    expect(screen.getByText('3 insights')).toBeInTheDocument();
    expect(requests.insights.at(-1)).toEqual({
      pageIndex: 0,
      pageSize: 50,
      sortBy: 'first_observed',
      sortOrder: 'desc',
      status: 'open',
    });
  });

  it('filters by severity, type, analyzer and status in the URL', async () => {
    const { router, requests } = renderPage();
    await table();
    const bar = screen.getByRole('search', { name: 'Insight filters' });
    await selectOption({ user: userEvent, label: 'Severity', option: 'High', within: bar });
    await waitFor(() => expect(params(router).get('severity')).toBe('high'));
    expect(requests.insights.at(-1)).toMatchObject({ severity: 'high' });
    await selectOption({ user: userEvent, label: 'Status', option: 'All', within: bar });
    await waitFor(() => expect(params(router).get('status')).toBe('all'));
    const list = await table();
    expect(await within(list).findByText('database-without-recent-backup')).toBeInTheDocument();
    expect(within(list).getByText('Resolved')).toBeInTheDocument();
    await selectOption({ user: userEvent, label: 'Analyzer', option: 'public-bucket', within: bar });
    await waitFor(() =>
      expect(requests.insights.at(-1)).toMatchObject({ analyzer: 'public-bucket', severity: 'high' }),
    );
    expect(requests.insights.at(-1)).not.toHaveProperty('status');
  });

  it('opens a finding with its message and raw analysis', async () => {
    renderPage('/catalog/insights?type=security');
    const list = await table();
    await userEvent.click(await within(list).findByText('public-bucket'));
    const dialog = await screen.findByRole('dialog', { name: /public-bucket/ });
    expect(
      within(dialog).getByText('Bucket assets-bucket is public: its public access block is off'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: 'Analysis' })).toHaveTextContent('"privileged": true');
  });
});
