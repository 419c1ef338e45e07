import { configure, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CatalogItemPage } from '../catalog/item/CatalogItemPage';
import { ITEM_ID, itemClient, itemRow } from '../catalog/item/__fixtures__/catalogItem';
import { createMemoryRouterAdapter } from '../provider/router';
import { stubResizeObserver } from '../test/resizeObserver';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
stubResizeObserver({ width: 800, height: 560 });

const withSelector = {
  ...itemRow,
  properties: [...itemRow.properties, { name: 'scraper runs', type: 'logs', backend: 'scrapers', text: 'demo' }],
};

function renderItem(row: typeof itemRow | typeof withSelector) {
  const { client } = itemClient({ tables: { config_detail: [row] } });
  render(
    <TestConsoleProvider router={createMemoryRouterAdapter(`/catalog/${ITEM_ID}`)} client={client} features={{}}>
      <CatalogItemPage configId={ITEM_ID} />
    </TestConsoleProvider>,
  );
}

describe("#24 a catalog item's View Logs", () => {
  it('opens /logs prefilled with the item when the item has log selectors', async () => {
    renderItem(withSelector);
    const link = await screen.findByRole('link', { name: 'View Logs' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/logs');
    expect(Object.fromEntries(href.searchParams)).toEqual({ configId: ITEM_ID });
  });

  it('is not offered for an item without log selectors', async () => {
    renderItem(itemRow);
    expect(await screen.findByRole('heading', { name: 'payments-api', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Logs' })).toBeNull();
  });
});
