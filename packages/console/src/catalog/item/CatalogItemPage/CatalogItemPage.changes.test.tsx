import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOption } from '@mission-control/ui/testing';
import { createMemoryRouterAdapter } from '../../../provider/router';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { changesClient } from '../../changes/__fixtures__/changes';
import { ITEM_ID, itemClient } from '../__fixtures__/catalogItem';
import { CatalogItemPage } from './CatalogItemPage';
import { stubResizeObserver } from '../../../test/resizeObserver';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 1200, height: 1200 });

function renderPage(location: string) {
  const router = createMemoryRouterAdapter(location);
  const item = itemClient();
  const feed = changesClient();
  render(
    <TestConsoleProvider router={router} client={{ ...item.client, changes: feed.client.changes }}>
      <CatalogItemPage configId={ITEM_ID} />
    </TestConsoleProvider>,
  );
  return { router, requests: feed.requests, search: () => router.getSearchParams() };
}

describe('CatalogItemPage Changes and Insights tabs', () => {
  it('asks for the item and the items below it, and the toggles pick the recursive mode', async () => {
    const { requests, search } = renderPage(`/catalog/${ITEM_ID}?tab=changes`);
    const panel = await screen.findByRole('tabpanel', { name: /Changes/ });
    await within(panel).findByRole('table', { name: 'Changes' });
    await waitFor(() =>
      expect(requests.search.at(-1)).toMatchObject({ id: ITEM_ID, recursive: 'downstream', depth: 5 }),
    );
    await userEvent.click(within(panel).getByRole('switch', { name: 'Upstream' }));
    await waitFor(() => expect(requests.search.at(-1)).toMatchObject({ recursive: 'all' }));
    await userEvent.click(within(panel).getByRole('switch', { name: 'Downstream' }));
    await waitFor(() => expect(requests.search.at(-1)).toMatchObject({ recursive: 'upstream' }));
    expect(search().get('downstream')).toBe('false');
    expect(search().get('upstream')).toBe('true');
    await userEvent.click(within(panel).getByRole('switch', { name: 'Upstream' }));
    await waitFor(() => expect(requests.search.at(-1)).toMatchObject({ recursive: 'none' }));
  });

  it('opens a change of the item with its diff', async () => {
    renderPage(`/catalog/${ITEM_ID}?tab=changes`);
    const panel = await screen.findByRole('tabpanel', { name: /Changes/ });
    const table = await within(panel).findByRole('table', { name: 'Changes' });
    await userEvent.click(
      (await within(table).findAllByText('spec.replicas, spec.template.spec.containers[0].image'))[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'diff' });
    expect(await within(dialog).findByRole('table', { name: 'Side-by-side diff' })).toHaveTextContent('"replicas": 3');
  });

  it("lists the item's own open insights without a Catalog column", async () => {
    const { requests } = renderPage(`/catalog/${ITEM_ID}?tab=insights`);
    const panel = await screen.findByRole('tabpanel', { name: /Insights/ });
    const table = await within(panel).findByRole('table', { name: 'Insights' });
    expect(await within(table).findByText('privileged-container')).toBeInTheDocument();
    expect(within(table).getByText('image-tag-latest')).toBeInTheDocument();
    expect(within(table).queryByText('public-bucket')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Catalog' })).toBeNull();
    expect(requests.insights.at(-1)).toMatchObject({ configId: ITEM_ID, status: 'open' });
    expect(within(panel).queryByRole('button', { name: /Config Type/ })).toBeNull();
  });

  it("leaves a tab's filters behind when another tab opens", async () => {
    const { search } = renderPage(`/catalog/${ITEM_ID}?tab=changes`);
    const panel = await screen.findByRole('tabpanel', { name: /Changes/ });
    await within(panel).findByRole('table', { name: 'Changes' });
    await selectOption({ user: userEvent, label: 'Severity', option: 'High', within: panel });
    await waitFor(() => expect(search().get('severity')).toBe('high'));
    await userEvent.click(screen.getByRole('tab', { name: /Insights/ }));
    await waitFor(() => expect(search().toString()).toBe('tab=insights'));
  });
});
