import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleMode } from '../../../provider/ConsoleProvider';
import { createMemoryRouterAdapter } from '../../../provider/router';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { CHECK_ID, ITEM_ID, itemClient, RUN_ID, type ItemClientOptions } from '../__fixtures__/catalogItem';
import { CatalogItemPage } from './CatalogItemPage';
import { stubResizeObserver } from '../../../test/resizeObserver';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 800, height: 560 });

function renderPage({
  location = `/catalog/${ITEM_ID}`,
  mode = 'full',
  configId = ITEM_ID,
  ...options
}: ItemClientOptions & { location?: string; mode?: ConsoleMode; configId?: string } = {}) {
  const router = createMemoryRouterAdapter(location);
  const { client, queries } = itemClient(options);
  render(
    <TestConsoleProvider router={router} client={client} mode={mode} features={{}}>
      <CatalogItemPage configId={configId} />
    </TestConsoleProvider>,
  );
  const search = () => router.getSearchParams();
  const rpcParams = () =>
    queries
      .filter((q) => q.table === 'rpc/related_configs_recursive')
      .map((q) => Object.fromEntries(q.toParams()))
      .at(-1);
  return { router, search, rpcParams };
}

describe('CatalogItemPage', () => {
  it('shows the item, its health in words, tab badges from summary and the details', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'payments-api', level: 2 })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Catalog item' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Config',
      expect.stringMatching(/^Changes\s*3/),
      expect.stringMatching(/^Insights\s*2/),
      expect.stringMatching(/^Relationships\s*4/),
      expect.stringMatching(/^Playbooks\s*2/),
      expect.stringMatching(/^Checks\s*1/),
    ]);
    expect(screen.getAllByText('healthy')[0]).toBeVisible();
    const details = screen.getByRole('complementary', { name: 'Details' });
    expect(within(details).getByText('Agent').nextElementSibling).toHaveTextContent('local');
    expect(within(details).getByText('Class').nextElementSibling).toHaveTextContent('Deployment');
    expect(within(details).getByText('Type').nextElementSibling).toHaveTextContent('Kubernetes::Deployment');
    expect(within(details).getByText('Status').nextElementSibling).toHaveTextContent('Running');
    const container = within(details).getByRole('region', { name: 'Container' });
    expect(within(container).getByText('Image').nextElementSibling).toHaveTextContent(
      'registry.local/payments-api:1.8.2',
    );
    expect(within(details).getByRole('list', { name: 'Tags' })).toHaveTextContent('payments');
  });

  it('shows the document as YAML with sorted keys and keeps selected lines in the URL', async () => {
    const user = userEvent.setup();
    const { search } = renderPage();
    const document = await screen.findByRole('list', { name: 'Config document' });
    const lines = within(document).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('apiVersion: apps/v1');
    expect(lines[1]).toHaveTextContent('kind: Deployment');
    await user.click(within(document).getByRole('button', { name: 'Line 3' }));
    expect(search().get('lines')).toBe('3');
    expect(within(document).getByRole('button', { name: 'Line 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Shift>}');
    await user.click(within(document).getByRole('button', { name: 'Line 5' }));
    await user.keyboard('{/Shift}');
    expect(search().get('lines')).toBe('3-5');
    expect(screen.getByText('Lines 3-5 selected')).toBeInTheDocument();
  });

  it('opens with the lines a link selected, and moves between line numbers with the arrow keys', async () => {
    renderPage({ location: `/catalog/${ITEM_ID}?lines=2-3` });
    const document = await screen.findByRole('list', { name: 'Config document' });
    expect(within(document).getByRole('button', { name: 'Line 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(document).getByRole('button', { name: 'Line 4' })).toHaveAttribute('aria-pressed', 'false');
    within(document).getByRole('button', { name: 'Line 2' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(document).getByRole('button', { name: 'Line 4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(document).getByRole('button', { name: 'Line 4' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a document that is not JSON as it is', async () => {
    renderPage({
      tables: {
        config_detail: [{ id: ITEM_ID, name: 'app.properties', config: { content: 'a=1\nb=2', format: 'properties' } }],
      },
    });
    const document = await screen.findByRole('list', { name: 'Config document' });
    expect(
      within(document)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('code')?.textContent),
    ).toEqual(['a=1', 'b=2']);
  });

  it('lists relationships, follows the toggles and filters through the RPC, and keeps them in the URL', async () => {
    const { search, rpcParams } = renderPage({ location: `/catalog/${ITEM_ID}?tab=relationships` });
    const table = await screen.findByRole('table', { name: 'Related items' });
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: 'payments-api-7d9f-x2k4' })).toBeInTheDocument(),
    );
    expect(within(table).getByRole('link', { name: 'payments-api-7d9f-x2k4' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/catalog\/0a6f2c64-.*04$/),
    );
    expect(within(table).getAllByText('Unhealthy')[0]).toBeInTheDocument();
    expect(within(table).getAllByText('incoming, hard')).toHaveLength(2);
    expect(rpcParams()).toMatchObject({ config_id: ITEM_ID, type_filter: 'outgoing', outgoing_relation: 'hard' });

    await userEvent.click(screen.getByRole('switch', { name: 'Incoming' }));
    await waitFor(() => expect(rpcParams()).toMatchObject({ type_filter: 'all', incoming_relation: 'hard' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Soft' }));
    await waitFor(() => expect(rpcParams()).toMatchObject({ incoming_relation: 'both', outgoing_relation: 'both' }));
    expect(search().get('incoming')).toBe('true');
    expect(search().get('soft')).toBe('true');

    const filters = screen.getByRole('group', { name: 'Relationship filters' });
    await userEvent.click(within(filters).getByRole('button', { name: /^Health/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unhealthy' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(rpcParams()?.health).toBe('in.(unhealthy)'));
    expect(search().get('health')).toBe('unhealthy');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'payments' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'payments-api-7d9f-x2k4' })).toBeInTheDocument();
  });

  it('draws the relationships as a graph whose items are links', async () => {
    renderPage({ location: `/catalog/${ITEM_ID}?tab=relationships&view=graph` });
    const graph = await screen.findByRole('region', { name: 'Relationship graph' });
    // jsdom cannot measure React Flow's nodes, so they stay `visibility: hidden` and have no accessible
    // name here; the stories check the same links by role in a browser.
    const pod = (await within(graph).findByText('payments-api-7d9f-x2k4')).closest('a');
    expect(pod).toHaveAttribute('href', expect.stringMatching(/^\/catalog\/0a6f2c64-.*04$/));
    expect(graph.querySelectorAll('a[href^="/catalog/"]')).toHaveLength(4);
    // The page's own item is drawn but is not a link to itself.
    expect(within(graph).getByText('payments-api', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Graph' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists playbook runs with links and offers the Playbooks menu', async () => {
    renderPage({ location: `/catalog/${ITEM_ID}?tab=playbooks` });
    const table = await screen.findByRole('table', { name: 'Playbook runs' });
    const links = await within(table).findAllByRole('link', { name: 'Restart deployment' });
    expect(links[0]).toHaveAttribute('href', `/playbooks/runs/${RUN_ID}`);
    expect(within(table).getByText('failed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Playbooks' })).toBeInTheDocument();
  });

  it('lists linked checks that open in the health check detail', async () => {
    renderPage({ location: `/catalog/${ITEM_ID}?tab=checks` });
    const table = await screen.findByRole('table', { name: 'Linked checks' });
    const link = await within(table).findByRole('link', { name: /payments-api \/health/ });
    expect(link).toHaveAttribute('href', expect.stringContaining(`checkId=${CHECK_ID}`));
    expect(within(table).getByText('unhealthy')).toBeInTheDocument();
  });

  it('offers Attach as Evidence for the item', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Attach as Evidence' }));
    expect(await screen.findByRole('dialog', { name: 'Link to Incident' })).toBeInTheDocument();
  });

  it('hides Attach as Evidence and the Playbooks menu in demo mode', async () => {
    renderPage({ mode: 'demo', location: `/catalog/${ITEM_ID}?tab=playbooks` });
    await screen.findByRole('table', { name: 'Playbook runs' });
    expect(screen.queryByRole('button', { name: 'Attach as Evidence' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Playbooks' })).toBeNull();
  });

  it('says so when the item does not exist, and shows a failed read', async () => {
    renderPage({ configId: 'missing' });
    expect(await screen.findByText('Details not found')).toBeInTheDocument();
  });

  it('shows the error of a failed read with a retry', async () => {
    renderPage({ fail: { table: 'config_detail', message: 'Network Error. Please try again.' } });
    expect(await screen.findByText('Network Error. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
