import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { catalogClient } from '../__fixtures__/catalog';
import { CatalogScraper } from './CatalogScraper';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderEditor(scraperId: string, location = `/catalog/scrapers/${scraperId}`) {
  const router = createMemoryRouterAdapter(location);
  const fixture = catalogClient();
  render(
    <TestConsoleProvider router={router} client={fixture.client}>
      <CatalogScraper scraperId={scraperId} />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

describe('CatalogScraper', () => {
  it('edits the scraper in the Catalog Scraper form under its name', async () => {
    renderEditor('scraper-people');
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('people-and-teams');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByText('people-and-teams')).toBeInTheDocument();
    expect(within(crumbs).getByRole('link', { name: 'Scrapers' })).toHaveAttribute('href', '/catalog/scrapers');
    expect(screen.getByRole('tab', { name: 'Spec' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the Job History tab with its runs, kept in the URL', async () => {
    const { router } = renderEditor('scraper-demo');
    await userEvent.click(await screen.findByRole('tab', { name: 'Job History' }));
    expect(new URL(router.location, 'http://x').searchParams.get('tab')).toBe('jobs');
    const table = await screen.findByRole('table', { name: 'Job History' });
    expect(await within(table).findByText('FAILED')).toBeInTheDocument();
    expect(within(table).getByText('SUCCESS')).toBeInTheDocument();
  });

  it('runs the scraper now', async () => {
    renderEditor('scraper-demo');
    await userEvent.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('demo-infrastructure scraped 48 items')).toBeInTheDocument();
  });

  it('opens an empty form for a new scraper, without Job History or Run now', async () => {
    renderEditor('new');
    expect((await screen.findAllByRole('textbox', { name: /^Name/ }))[0]).toHaveValue('');
    expect(screen.queryByRole('tab', { name: 'Job History' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run now' })).toBeNull();
  });
});
