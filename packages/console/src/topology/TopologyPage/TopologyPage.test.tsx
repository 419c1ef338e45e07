import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { selectOption } from '@mission-control/ui/testing';
import { createMemoryRouterAdapter } from '../../provider/router';
import { createMemoryStorage, type StorageAdapter } from '../../provider/storage';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import {
  EDGE_ID,
  FAILING_CHECK_ID,
  manyRoots,
  PAYMENTS_API_ID,
  PAYMENTS_ID,
  PAYMENTS_TOPOLOGY_ID,
  topologyClient,
  type TopologyFixtureOptions,
} from '../__fixtures__/topology';
import { CARDS_STEP } from '../TopologyCards';
import { TopologyPage } from './TopologyPage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderPage(
  location = '/topology',
  options: TopologyFixtureOptions = {},
  storage: StorageAdapter = createMemoryStorage(),
  componentId?: string,
) {
  const router = createMemoryRouterAdapter(location);
  const fixture = topologyClient(options);
  render(
    <TestConsoleProvider router={router} client={fixture.client} storage={storage}>
      <TopologyPage componentId={componentId} />
    </TestConsoleProvider>,
  );
  return { router, storage, ...fixture };
}

const params = (router: { location: string }) => new URL(router.location, 'http://x').searchParams;

describe('TopologyPage', () => {
  it('shows the roots as cards with their health in words, metrics, children unhealthy first and checks', async () => {
    renderPage();
    const payments = await screen.findByRole('article', { name: 'Payments platform' });
    const cards = screen.getByRole('list', { name: 'Components' });
    expect(payments).toHaveAttribute('data-health', 'unhealthy');
    expect(within(payments).getByText('Unhealthy')).toBeInTheDocument();
    // Children: unhealthy first, each with its health as an icon named in words.
    const children = within(payments).getByRole('group', { name: 'Components (3)' });
    const links = within(children).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['payments-api', 'settlement-queue', 'Ledger database']);
    expect(links[0]).toHaveAttribute('href', `/topology/${PAYMENTS_API_ID}`);
    expect(
      within(children)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Unhealthy', 'Warning', 'Healthy']);
    const checks = within(payments).getByRole('group', { name: 'Checks' });
    expect(within(checks).getByText('3 healthy')).toBeInTheDocument();
    expect(within(checks).getByText('1 unhealthy')).toBeInTheDocument();
    expect(within(payments).getByRole('group', { name: 'Incidents' })).toHaveTextContent('1 availability (high)');
    // The default sort (Health, descending) puts the healthy Edge before the unhealthy platform.
    expect(
      within(cards)
        .getAllByRole('article')
        .map((card) => card.dataset.health),
    ).toEqual(['healthy', 'unhealthy']);
  });

  it('sizes cards by the Preferences card width', async () => {
    const storage = createMemoryStorage();
    storage.setItem('topology_card_width', '400');
    renderPage('/topology', {}, storage);
    const card = await screen.findByRole('article', { name: 'Edge' });
    expect(card.style.width).toBe('400px');
  });

  it('keeps the filters in the URL, sends them to the endpoint, and remembers the sort', async () => {
    const { router, requests, storage } = renderPage();
    await screen.findByRole('article', { name: 'Edge' });
    const bar = screen.getByRole('search', { name: 'Topology filters' });
    // Health offers what the response holds.
    await selectOption({ user: userEvent, within: bar, label: 'Health', option: 'Unhealthy' });
    expect(params(router).get('status')).toBe('unhealthy');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ status: 'unhealthy', hidden: 'false' }));
    expect(await screen.findByRole('article', { name: 'Payments platform' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Edge' })).not.toBeInTheDocument());

    await selectOption({ user: userEvent, within: bar, label: 'Sort by', option: 'Name' });
    expect(params(router).get('sortBy')).toBe('name');
    expect(storage.getItem('topologyCardsSortByStandard')).toBe('name');
    await selectOption({ user: userEvent, within: bar, label: 'Team', option: 'platform' });
    expect(params(router).get('team')).toBe('platform');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ team: 'platform', sortBy: 'name' }));
  });

  it('says so when nothing matches', async () => {
    renderPage('/topology?team=nobody');
    expect(await screen.findByText('There are no components matching this criteria')).toBeInTheDocument();
  });

  it('shows card skeletons while the tree loads', async () => {
    renderPage('/topology', { hang: true });
    const list = await screen.findByRole('list', { name: 'Components' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Loading components')).toBeInTheDocument();
  });

  it("shows the server's sentence when the tree cannot be read", async () => {
    renderPage('/topology', { fail: new ApiError('forbidden', 'You may not read topologies') });
    expect(await screen.findByText('You may not read topologies')).toBeInTheDocument();
  });

  it('renders a large tree in steps', async () => {
    renderPage('/topology?sortBy=name&sortOrder=asc', { roots: manyRoots(1000) });
    await screen.findByRole('article', { name: 'service-00000' });
    const list = screen.getByRole('list', { name: 'Components' });
    expect(within(list).getAllByRole('article')).toHaveLength(CARDS_STEP);
    await userEvent.click(screen.getByRole('button', { name: `Show ${CARDS_STEP} more components` }));
    expect(within(list).getAllByRole('article')).toHaveLength(CARDS_STEP * 2);
  });

  it('zooms in from the card menu', async () => {
    const { router } = renderPage();
    const card = await screen.findByRole('article', { name: 'Payments platform' });
    await userEvent.click(within(card).getByRole('button', { name: 'Actions for Payments platform' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'View Logs' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Zoom In' }));
    expect(new URL(router.location, 'http://x').pathname).toBe(`/topology/${PAYMENTS_ID}`);
  });
});

describe('TopologyPage zoomed in', () => {
  it("shows the children as cards with their failing checks, and the component's sidebar", async () => {
    const { requests } = renderPage(`/topology/${PAYMENTS_ID}`, {}, createMemoryStorage(), PAYMENTS_ID);
    const api = await screen.findByRole('article', { name: 'payments-api' });
    expect(requests[0]).toMatchObject({ id: PAYMENTS_ID });
    const failing = within(api).getByRole('list', { name: 'Failing checks' });
    expect(within(failing).getByRole('link', { name: 'payments-api-http' })).toHaveAttribute(
      'href',
      `/health?checkId=${FAILING_CHECK_ID}&timeRange=1h`,
    );
    // A leaf's name is not a link; its menu offers View Logs because it has log selectors.
    expect(within(api).queryByRole('link', { name: 'payments-api' })).not.toBeInTheDocument();
    await userEvent.click(within(api).getByRole('button', { name: 'Actions for payments-api' }));
    expect(await screen.findByRole('menuitem', { name: 'View Logs' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    const sidebar = screen.getByRole('complementary', { name: 'Component details' });
    expect(within(sidebar).getByRole('heading', { name: 'Payments platform', level: 2 })).toBeInTheDocument();
    expect(within(sidebar).getByText('Card payments: API, ledger and settlement')).toBeInTheDocument();
    expect(within(sidebar).getByRole('region', { name: 'Teams (1)' })).toHaveTextContent('payments');
    expect(within(sidebar).getByRole('region', { name: 'Checks (0)' })).toHaveTextContent('No linked checks');
    // Panels whose data the server did not send are left out.
    expect(within(sidebar).queryByRole('region', { name: /^Configs/ })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('region', { name: /^Insights/ })).not.toBeInTheDocument();
    // The runs panel is the shared runs table, filtered to the component (its count is the table's).
    expect(within(sidebar).getByRole('region', { name: 'Playbook Runs' })).toBeInTheDocument();
    expect(await within(sidebar).findByText('No playbook runs')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Topology' })).toHaveAttribute('href', '/topology');
  });

  it("runs the topology from the root's menu in the sidebar and reads the tree again", async () => {
    const { requests, runs } = renderPage(`/topology/${PAYMENTS_ID}`, {}, createMemoryStorage(), PAYMENTS_ID);
    const sidebar = await screen.findByRole('complementary', { name: 'Component details' });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    const before = requests.length;
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Actions for Payments platform' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Run now' }));
    expect(await screen.findByText('Payments platform ran: SUCCESS')).toBeInTheDocument();
    expect(runs).toEqual([PAYMENTS_TOPOLOGY_ID]);
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });

  it('lists the checks linked to a component from their links when the tree carries only counts', async () => {
    renderPage(`/topology/${EDGE_ID}`, {}, createMemoryStorage(), EDGE_ID);
    const sidebar = await screen.findByRole('complementary', { name: 'Component details' });
    const checks = await within(sidebar).findByRole('region', { name: 'Checks (1)' });
    expect(within(checks).getByRole('link', { name: 'edge-proxy-http' })).toHaveAttribute(
      'href',
      '/health?checkId=20000000-0000-4000-8000-000000000009&timeRange=1h',
    );
    expect(within(checks).getByRole('img', { name: 'Healthy' })).toBeInTheDocument();
  });
});
