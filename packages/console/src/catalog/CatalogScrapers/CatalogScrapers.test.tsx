import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import type { ConsoleMode } from '../../provider/ConsoleProvider';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { catalogClient, type CatalogFixtureOptions } from '../__fixtures__/catalog';
import { CatalogScrapers } from './CatalogScrapers';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderList(options: CatalogFixtureOptions = {}, mode?: ConsoleMode) {
  const router = createMemoryRouterAdapter('/catalog/scrapers');
  const fixture = catalogClient(options);
  const runScraper = vi.spyOn(fixture.client.catalog as { runScraper: () => Promise<unknown> }, 'runScraper');
  render(
    <TestConsoleProvider router={router} client={fixture.client} mode={mode}>
      <CatalogScrapers />
    </TestConsoleProvider>,
  );
  return { router, runScraper };
}

describe('CatalogScrapers', () => {
  it('lists each scraper with its type, last run, items and errors', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Catalog scrapers' });
    const demo = await within(table).findByRole('row', { name: /demo-infrastructure/ });
    expect(within(demo).getByText('SUCCESS')).toBeInTheDocument();
    expect(within(demo).getByRole('cell', { name: '48' })).toBeInTheDocument();
    expect(within(demo).getByRole('link', { name: 'demo-infrastructure' })).toHaveAttribute(
      'href',
      '/catalog/scrapers/scraper-demo',
    );
    const people = within(table).getByRole('row', { name: /people-and-teams/ });
    expect(within(people).getByText('FAILED')).toBeInTheDocument();
    expect(within(people).getByText('relation "people" does not exist')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /aws-prod/ })).getByText('Never run')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Catalog pages' });
    expect(within(tabs).getByRole('link', { name: 'Scrapers' })).toHaveAttribute('aria-current', 'page');
  });

  it('runs a scraper now and reports how many items it scraped', async () => {
    const { runScraper } = renderList();
    const table = await screen.findByRole('table', { name: 'Catalog scrapers' });
    await within(table).findByRole('row', { name: /demo-infrastructure/ });
    await userEvent.click(within(table).getByRole('button', { name: 'Run now demo-infrastructure' }));
    expect(runScraper).toHaveBeenCalledWith('scraper-demo');
    expect(await screen.findByText('demo-infrastructure scraped 48 items')).toBeInTheDocument();
  });

  it('shows why a run failed', async () => {
    renderList({ runResult: new ApiError('http', 'scraper aws-prod cannot run offline', { status: 400 }) });
    const table = await screen.findByRole('table', { name: 'Catalog scrapers' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Run now aws-prod' }));
    expect(await screen.findByText('scraper aws-prod cannot run offline')).toBeInTheDocument();
  });

  it('offers neither Run now nor Add in demo mode', async () => {
    renderList({}, 'demo');
    const table = await screen.findByRole('table', { name: 'Catalog scrapers' });
    await within(table).findByRole('row', { name: /demo-infrastructure/ });
    expect(screen.queryByRole('button', { name: /Run now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Scraper' })).toBeNull();
  });

  it('shows a read error', async () => {
    renderList({
      failReads: { table: 'config_scrapers_with_status', error: new Error('Request timed out. Please try again.') },
    });
    expect(await screen.findByText('Request timed out. Please try again.')).toBeInTheDocument();
  });
});
