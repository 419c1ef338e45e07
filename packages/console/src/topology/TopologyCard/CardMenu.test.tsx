import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { edge, EDGE_ID, PAYMENTS_TOPOLOGY_ID, paymentsPlatform, topologyClient } from '../__fixtures__/topology';
import { readComponent } from '../model/components';
import { TopologyCard } from './TopologyCard';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const viewer = { id: 'u-viewer', name: 'Vic Viewer', email: 'vic@example.com', roles: ['viewer'] };

function renderCard(user?: typeof viewer) {
  const fixture = topologyClient();
  render(
    <TestConsoleProvider client={fixture.client} initialLocation="/topology" user={user}>
      <TopologyCard component={readComponent(edge())!} />
    </TestConsoleProvider>,
  );
  return fixture;
}

async function openMenu() {
  const card = await screen.findByRole('article', { name: 'Edge' });
  await userEvent.click(within(card).getByRole('button', { name: 'Actions for Edge' }));
  return screen.findByRole('menu');
}

describe('TopologyCard menu: Link to catalog', () => {
  it('links a catalog item found by name to the component as a manual link, and says so', async () => {
    const { inserts } = renderCard();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Link to catalog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link Edge to a catalog item' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search the catalog' }), 'ledger');
    const results = await within(dialog).findByRole('list', { name: 'Catalog items' });
    await userEvent.click(within(results).getByRole('button', { name: 'Link ledger-rds (AWS::RDS::DBInstance)' }));
    await waitFor(() =>
      expect(inserts).toEqual([
        {
          table: 'config_component_relationships',
          rows: { component_id: EDGE_ID, config_id: '40000000-0000-4000-8000-000000000009', selector_id: 'manual' },
        },
      ]),
    );
    expect(await screen.findByText('Linked to Edge')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered to a viewer', async () => {
    renderCard(viewer);
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Zoom In' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Link to catalog' })).not.toBeInTheDocument();
  });
});

describe('TopologyCard menu: Run now', () => {
  function renderRoot(options: { user?: typeof viewer; runStatus?: 'SUCCESS' | 'FAILED' } = {}) {
    const fixture = topologyClient({ runStatus: options.runStatus });
    render(
      <TestConsoleProvider client={fixture.client} initialLocation="/topology" user={options.user}>
        <TopologyCard component={readComponent(paymentsPlatform())!} />
      </TestConsoleProvider>,
    );
    return fixture;
  }
  const openRootMenu = async () => {
    const card = await screen.findByRole('article', { name: 'Payments platform' });
    await userEvent.click(within(card).getByRole('button', { name: 'Actions for Payments platform' }));
    return screen.findByRole('menu');
  };

  it("runs the root's topology and says how it went", async () => {
    const { runs } = renderRoot();
    await userEvent.click(within(await openRootMenu()).getByRole('menuitem', { name: 'Run now' }));
    expect(await screen.findByText('Payments platform ran: SUCCESS')).toBeInTheDocument();
    expect(runs).toEqual([PAYMENTS_TOPOLOGY_ID]);
  });

  it('says why a run failed', async () => {
    renderRoot({ runStatus: 'FAILED' });
    await userEvent.click(within(await openRootMenu()).getByRole('menuitem', { name: 'Run now' }));
    expect(
      await screen.findByText('The run of Payments platform failed: selector web matched nothing'),
    ).toBeInTheDocument();
  });

  it('is offered only on a topology root, and not to a viewer', async () => {
    renderRoot({ user: viewer });
    expect(within(await openRootMenu()).queryByRole('menuitem', { name: 'Run now' })).not.toBeInTheDocument();
  });

  it('is not offered on a component without a topology', async () => {
    renderCard();
    expect(within(await openMenu()).queryByRole('menuitem', { name: 'Run now' })).not.toBeInTheDocument();
  });
});
