import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { selectOption } from '@mission-control/ui/testing';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../provider/router';
import { createMemoryStorage } from '../../provider/storage';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { catalogClient, manyItems, type CatalogFixtureOptions } from '../__fixtures__/catalog';
import { CatalogPage } from './CatalogPage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.useRealTimers());

function renderPage(location = '/catalog', options: CatalogFixtureOptions = {}, storage = createMemoryStorage()) {
  const router: MemoryRouterAdapter = createMemoryRouterAdapter(location);
  const fixture = catalogClient(options);
  render(
    <TestConsoleProvider router={router} client={fixture.client} storage={storage}>
      <CatalogPage />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

const params = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x').searchParams;
const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const lastItemsRequest = (requests: { items: [string, string][][] }) => new Map(requests.items.at(-1));

describe('CatalogPage summary mode', () => {
  it('shows one row per type with its counts, and health segments that link to the filtered list', async () => {
    const { requests } = renderPage();
    const table = await screen.findByRole('table', { name: 'Catalog summary' });
    const pod = await within(table).findByRole('row', { name: /Pod/ });
    expect(within(pod).getByRole('cell', { name: '42' })).toBeInTheDocument();
    // The open insights by kind on one line (a row is one line high), the whole list also in the title.
    const insights = within(pod).getByRole('cell', { name: 'reliability: 1, security: 2' });
    expect(within(insights).getByTitle('reliability: 1, security: 2')).toBeInTheDocument();
    const unhealthy = within(pod).getByRole('link', { name: '3 unhealthy Pod' });
    expect(unhealthy).toHaveAttribute('href', '/catalog?configType=Kubernetes%3A%3APod&health=unhealthy%3A1');
    expect(requests.summary.at(-1)).toEqual({
      groupBy: ['type'],
      changes: { since: '30d' },
      analysis: { since: '30d' },
    });
    // The tabs: Catalog is the current page; Changes and Insights carry no type without one.
    const tabs = screen.getByRole('navigation', { name: 'Catalog pages' });
    expect(within(tabs).getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Scrapers' })).toHaveAttribute('href', '/catalog/scrapers');
  });

  it('opens the item list of a type when its row is clicked, and the breadcrumb names the type', async () => {
    const { router, requests } = renderPage();
    const table = await screen.findByRole('table', { name: 'Catalog summary' });
    await userEvent.click(within(await within(table).findByRole('row', { name: /Deployment/ })).getByText('12'));
    expect(params(router).get('configType')).toBe('Kubernetes::Deployment');
    const list = await screen.findByRole('table', { name: 'Catalog items' });
    // The list asks for the type's items once it is mounted (on a busy machine, after the table is shown).
    await waitFor(() => expect(lastItemsRequest(requests).get('type')).toBe('eq.Kubernetes::Deployment'));
    // No request went out without the type: the list never shows every item first.
    expect(requests.items.map((request) => new Map(request).get('type'))).toEqual(
      requests.items.map(() => 'eq.Kubernetes::Deployment'),
    );
    // Item 1 is a Deployment, item 0 a Pod.
    expect(await within(list).findByRole('row', { name: /item-000001/ })).toBeInTheDocument();
    expect(within(list).queryByRole('row', { name: /item-000000/ })).not.toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Deployment' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Catalog pages' })).getByRole('link', { name: 'Changes' }),
    ).toHaveAttribute('href', '/catalog/changes?configType=Kubernetes%3A%3ADeployment');
  });

  it('pins a type first and keeps the pin in storage', async () => {
    const storage = createMemoryStorage();
    renderPage('/catalog', {}, storage);
    const table = await screen.findByRole('table', { name: 'Catalog summary' });
    await within(table).findByRole('row', { name: /User/ });
    expect(dataRows(table)[0]).toHaveTextContent('DBInstance');
    await userEvent.click(within(table).getByRole('button', { name: 'Pin MissionControl::User' }));
    expect(dataRows(table)[0]).toHaveTextContent('User');
    expect(within(table).getByRole('button', { name: 'Unpin MissionControl::User' })).toBeInTheDocument();
    expect(JSON.parse(storage.getItem('configTypesFavorites')!)).toEqual(['MissionControl::User']);
  });

  it('sends the health filter to the summary as a match expression', async () => {
    const { router, requests } = renderPage('/catalog?health=healthy:1,unknown:-1');
    await screen.findByRole('table', { name: 'Catalog summary' });
    expect(requests.summary.at(-1)).toMatchObject({ health: 'healthy,!unknown' });
    expect(params(router).get('configType')).toBeNull();
  });

  it('shows the server error in place of the table', async () => {
    renderPage('/catalog', { summary: new ApiError('http', 'cost range is not allowed: 2d', { status: 400 }) });
    expect(await screen.findByText('cost range is not allowed: 2d')).toBeInTheDocument();
  });
});

describe('CatalogPage item mode', () => {
  it('pages on the server with the exact total and keeps page and sort in the URL', async () => {
    const { router, requests } = renderPage('/catalog?configType=Kubernetes::Pod', { items: manyItems(400) });
    const table = await screen.findByRole('table', { name: 'Catalog items' });
    expect(await screen.findByText('100 items')).toBeInTheDocument();
    // One page of 50 asked for; the table renders the rows in view (virtualised).
    expect(lastItemsRequest(requests).get('limit')).toBe('50');
    expect(dataRows(table)[0]).toHaveTextContent('item-000000');
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(params(router).get('sortBy')).toBe('name');
    expect(lastItemsRequest(requests).get('order')).toBe('name.asc.nullslast');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(params(router).get('pageIndex')).toBe('1');
    expect(lastItemsRequest(requests).get('offset')).toBe('50');
  });

  it("shows each item's change count and open insights per type", async () => {
    const items = manyItems(3).map((item, index) => ({
      ...item,
      changes: index + 4,
      analysis: index === 0 ? { security: 2, cost: 1 } : null,
    }));
    renderPage('/catalog?configType=Kubernetes::Pod', { items });
    const table = await screen.findByRole('table', { name: 'Catalog items' });
    const row = (await within(table).findByRole('link', { name: 'item-000000' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('4');
    expect(cells).toContain('cost: 1, security: 2');
    expect(within(table).getByRole('columnheader', { name: /^Analysis/ })).toBeInTheDocument();
  });

  it('includes a health value with the tri-state filter and goes back to the first page', async () => {
    const { router, requests } = renderPage('/catalog?configType=Kubernetes::Pod&pageIndex=1', {
      items: manyItems(400),
    });
    await screen.findByRole('table', { name: 'Catalog items' });
    await userEvent.click(screen.getByRole('button', { name: 'Health' }));
    const dialog = await screen.findByRole('dialog', { name: 'Health' });
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Unhealthy' })).getByRole('button', { name: 'Include' }),
    );
    expect(params(router).get('health')).toBe('unhealthy:1');
    expect(params(router).get('pageIndex')).toBeNull();
    expect(lastItemsRequest(requests).get('health.filter')).toBe('unhealthy');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Health (1)' })).toBeInTheDocument();
  });

  it('searches after typing stops and switches to the item list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'Catalog summary' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'item-00001');
    expect(params(router).get('search')).toBeNull();
    await act(async () => vi.advanceTimersByTime(300));
    expect(params(router).get('search')).toBe('item-00001');
    const table = await screen.findByRole('table', { name: 'Catalog items' });
    expect(await within(table).findByRole('link', { name: 'item-000010' })).toHaveAttribute(
      'href',
      '/catalog/00000000-0000-4000-8000-000000000010',
    );
  });

  it('chooses a type in Config Type and leaves deleted items out by default', async () => {
    const storage = createMemoryStorage();
    const { router, requests } = renderPage('/catalog', {}, storage);
    await screen.findByRole('table', { name: 'Catalog summary' });
    await selectOption({ user: userEvent, label: 'Config Type', option: /RDS DBInstance/ });
    expect(params(router).get('configType')).toBe('AWS::RDS::DBInstance');
    await screen.findByRole('table', { name: 'Catalog items' });
    expect(lastItemsRequest(requests).get('deleted_at')).toBe('is.null');
  });

  it('lists deleted items too when the Preferences toggle shows deleted configs', async () => {
    const storage = createMemoryStorage();
    storage.setItem('show_deleted_configs', 'true');
    const { requests } = renderPage('/catalog?configType=Kubernetes::Pod', {}, storage);
    const table = await screen.findByRole('table', { name: 'Catalog items' });
    expect(lastItemsRequest(requests).has('deleted_at')).toBe(false);
    expect(within(table).getByRole('columnheader', { name: /Deleted At/ })).toBeInTheDocument();
  });
});
