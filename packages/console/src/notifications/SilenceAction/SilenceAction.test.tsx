import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkDetailFixture, graphFixture, listFixture, statusesPage } from '../../__fixtures__/checkDetail';
import { ITEM_ID, itemClient } from '../../catalog/item/__fixtures__/catalogItem';
import { CatalogItemPage } from '../../catalog/item/CatalogItemPage';
import { CheckDetail } from '../../health/CheckDetail/CheckDetail';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { edge, EDGE_ID, topologyClient } from '../../topology/__fixtures__/topology';
import { readComponent } from '../../topology/model/components';
import { TopologyCard } from '../../topology/TopologyCard/TopologyCard';
import { stubResizeObserver } from '../../test/resizeObserver';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 800, height: 560 });

const viewer = { id: 'u-viewer', name: 'Vic Viewer', email: 'vic@example.com', roles: ['viewer'] };

/** The silence form's address the action led to, as its query. */
const queryOf = (location: string) => {
  expect(location.split('?')[0]).toBe('/notifications/silences/add');
  return Object.fromEntries(new URLSearchParams(location.split('?')[1]));
};

function renderCheck(user?: typeof viewer) {
  const router = createMemoryRouterAdapter('/health?checkId=a2');
  render(
    <TestConsoleProvider
      router={router}
      {...(user ? { user } : {})}
      client={{
        db: { list: listFixture as never, checkStatuses: (async (params: never) => statusesPage(params)) as never },
        canary: { graph: async () => graphFixture },
        playbook: { list: async () => [] },
      }}
    >
      <CheckDetail checkId="a2" onClose={() => undefined} />
    </TestConsoleProvider>,
  );
  return router;
}

function renderItem(user?: typeof viewer) {
  const router = createMemoryRouterAdapter(`/catalog/${ITEM_ID}`);
  render(
    <TestConsoleProvider router={router} client={itemClient().client} features={{}} {...(user ? { user } : {})}>
      <CatalogItemPage configId={ITEM_ID} />
    </TestConsoleProvider>,
  );
  return router;
}

function renderComponent(user?: typeof viewer) {
  const router = createMemoryRouterAdapter('/topology');
  render(
    <TestConsoleProvider router={router} client={topologyClient().client} {...(user ? { user } : {})}>
      <TopologyCard component={readComponent(edge())!} />
    </TestConsoleProvider>,
  );
  return router;
}

describe('#22 Silence actions open the silence form prefilled with the resource', () => {
  it("on a check's detail", async () => {
    const router = renderCheck();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: `Silence notifications for ${checkDetailFixture.name}` }),
    );
    await waitFor(() =>
      expect(queryOf(router.location)).toEqual({ check_id: 'a2', name: `${checkDetailFixture.name} silence` }),
    );
  });

  it("on a catalog item's header", async () => {
    const router = renderItem();
    await screen.findByRole('heading', { name: 'payments-api', level: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Silence notifications for payments-api' }));
    await waitFor(() => expect(queryOf(router.location)).toEqual({ config_id: ITEM_ID, name: 'payments-api silence' }));
  });

  it("in a component's menu", async () => {
    const router = renderComponent();
    const card = await screen.findByRole('article', { name: 'Edge' });
    await userEvent.click(within(card).getByRole('button', { name: 'Actions for Edge' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Silence' }));
    await waitFor(() => expect(queryOf(router.location)).toEqual({ component_id: EDGE_ID, name: 'Edge silence' }));
  });

  it('are not offered to who may not write notifications (a viewer)', async () => {
    renderCheck(viewer);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(checkDetailFixture.name);
    expect(within(dialog).queryByRole('button', { name: /^Silence notifications/ })).toBeNull();
  });

  it('are not offered on a catalog item or component to a viewer', async () => {
    renderItem(viewer);
    await screen.findByRole('heading', { name: 'payments-api', level: 2 });
    expect(screen.queryByRole('button', { name: /^Silence notifications/ })).toBeNull();
    renderComponent(viewer);
    const card = await screen.findByRole('article', { name: 'Edge' });
    await userEvent.click(within(card).getByRole('button', { name: 'Actions for Edge' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Zoom In' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Silence' })).toBeNull();
  });
});
