import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PostgrestQuery, ViewRequest } from '@mission-control/api';
import { CatalogItemPage } from '../../catalog/item';
import { ITEM_ID, itemClient } from '../../catalog/item/__fixtures__/catalogItem';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { stubResizeObserver } from '../../test/resizeObserver';
import { catalogSummary } from '../__fixtures__/views';
import { ViewByNamePage, ViewPage } from './ViewPage';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });
stubResizeObserver({ width: 1600, height: 1200 });

const SUMMARY = [{ id: 'view-catalog-summary', namespace: 'default', name: 'catalog-summary' }];

function viewsClient() {
  const lookups: Record<string, string>[] = [];
  const list = async (query: PostgrestQuery) => {
    const params = Object.fromEntries(query.toParams());
    lookups.push(params);
    const data = SUMMARY.filter(
      (view) =>
        `eq.${view.name}` === params.name &&
        (params.namespace === undefined || `eq.${view.namespace}` === params.namespace),
    ).map(({ id }) => ({ id }));
    return { data, totalEntries: data.length };
  };
  return {
    lookups,
    client: {
      db: { list: list as never },
      views: { run: (async (_id: string, request?: ViewRequest) => catalogSummary(request)) as never },
    },
  };
}

describe('view pages', () => {
  it('opens /view/{namespace}/{name} by the id views_summary gives', async () => {
    const { client, lookups } = viewsClient();
    render(
      <TestConsoleProvider client={client}>
        <ViewByNamePage namespace="default" name="catalog-summary" />
      </TestConsoleProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Catalog summary', level: 1 })).toBeInTheDocument();
    // The view is the page: the document is named after it.
    expect(document.title).toMatch(/^Catalog summary/);
    expect(lookups[0]).toMatchObject({ select: 'id', name: 'eq.catalog-summary', namespace: 'eq.default' });
  });

  it('opens /view/{name} in any namespace', async () => {
    const { client, lookups } = viewsClient();
    render(
      <TestConsoleProvider client={client}>
        <ViewByNamePage name="catalog-summary" />
      </TestConsoleProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Catalog summary', level: 1 })).toBeInTheDocument();
    expect(lookups[0]).not.toHaveProperty('namespace');
  });

  it('says "Failed to load view" under Error for a name no view has', async () => {
    const { client } = viewsClient();
    render(
      <TestConsoleProvider client={client}>
        <ViewByNamePage namespace="default" name="nope" />
      </TestConsoleProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load view: no view named default/nope');
  });

  it('says "No view identifier provided" without an id', async () => {
    render(
      <TestConsoleProvider>
        <ViewPage viewId="" />
      </TestConsoleProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No view identifier provided');
  });
});

describe('catalog item view tabs', () => {
  it('adds a tab per matching view, opens it at /catalog/{id}/view/{viewId} and goes back to the item tabs', async () => {
    const user = userEvent.setup();
    const { client } = itemClient();
    const listViews = vi.fn(async () => [
      { id: 'view-deploy', namespace: 'default', name: 'deployment-overview', title: 'Overview', ordinal: 1 },
    ]);
    const router = createMemoryRouterAdapter(`/catalog/${ITEM_ID}/view/view-deploy`);
    render(
      <TestConsoleProvider
        router={router}
        client={{
          ...client,
          views: {
            list: listViews as never,
            run: (async (_id: string, request?: ViewRequest) =>
              catalogSummary(request, { title: 'Deployment overview' })) as never,
          },
        }}
      >
        <CatalogItemPage configId={ITEM_ID} viewId="view-deploy" />
      </TestConsoleProvider>,
    );
    const tab = await screen.findByRole('tab', { name: 'Overview' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(listViews).toHaveBeenCalledWith(ITEM_ID, expect.anything());
    expect(await screen.findByRole('heading', { name: 'Deployment overview' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Changes/ }));
    expect(router.location).toBe(`/catalog/${ITEM_ID}?tab=changes`);
  });
});
