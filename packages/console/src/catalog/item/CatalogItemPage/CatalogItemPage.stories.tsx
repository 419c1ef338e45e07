import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleMode } from '../../../provider/ConsoleProvider';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { ITEM_ID, itemClient, itemRow, relatedRows, type ItemClientOptions } from '../__fixtures__/catalogItem';
import { CatalogItemPage } from './CatalogItemPage';

function withProvider(
  options: ItemClientOptions & { location?: string; mode?: ConsoleMode; theme?: 'light' | 'dark' } = {},
) {
  const { location = `/catalog/${ITEM_ID}`, mode, theme, ...clientOptions } = options;
  return (Story: () => ReactElement) => (
    <TestConsoleProvider client={itemClient(clientOptions).client} initialLocation={location} mode={mode} theme={theme}>
      <Story />
    </TestConsoleProvider>
  );
}

/** Overlays (menus, dialogs) portal into the provider's container, so some queries start at the body. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Console/Catalog/CatalogItemPage',
  component: CatalogItemPage,
  args: { configId: ITEM_ID },
} satisfies Meta<typeof CatalogItemPage>;

export default meta;

// The graph's chunk (React Flow and dagre) is compiled on first use by a cold dev server: give it time.
type Story = StoryObj<typeof meta>;

/** The Config tab: select line 3, then shift-select to line 5. */
export const Default: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const document = await canvas.findByRole('list', { name: 'Config document' });
    await user.click(within(document).getByRole('button', { name: 'Line 3' }));
    await user.keyboard('{Shift>}');
    await user.click(within(document).getByRole('button', { name: 'Line 5' }));
    await user.keyboard('{/Shift}');
    await expect(await canvas.findByText('Lines 3-5 selected')).toBeVisible();
  },
};

export const SelectedLines: Story = {
  decorators: [withProvider({ location: `/catalog/${ITEM_ID}?lines=6-9` })],
  play: async ({ canvasElement }) => {
    const document = await within(canvasElement).findByRole('list', { name: 'Config document' });
    await expect(within(document).getByRole('button', { name: 'Line 7' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NotJson: Story = {
  decorators: [
    withProvider({
      tables: {
        config_detail: [
          {
            ...itemRow,
            name: 'app.properties',
            config: { content: 'db.host=postgres\ndb.port=5432', format: 'properties' },
          },
        ],
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('db.host=postgres')).toBeVisible();
  },
};

/** Relationships as a table: turn Incoming on and keep only unhealthy items. */
export const Relationships: Story = {
  decorators: [withProvider({ location: `/catalog/${ITEM_ID}?tab=relationships` })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Related items' });
    await within(table).findByRole('link', { name: 'payments-api-7d9f-x2k4' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Incoming' }));
    const filters = canvas.getByRole('group', { name: 'Relationship filters' });
    await userEvent.click(within(filters).getByRole('button', { name: /^Health/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Unhealthy' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'payments' })).toBeNull());
  },
};

/** The graph: every related item is a link reachable with Tab. */
export const RelationshipGraph: Story = {
  decorators: [withProvider({ location: `/catalog/${ITEM_ID}?tab=relationships&view=graph` })],
  play: async ({ canvasElement }) => {
    const graph = await within(canvasElement).findByRole('region', { name: 'Relationship graph' }, { timeout: 30_000 });
    const pod = await within(graph).findByRole('link', { name: 'payments-api-7d9f-x2k4' });
    pod.focus();
    await expect(pod).toHaveFocus();
  },
};

export const NoRelationships: Story = {
  decorators: [
    withProvider({
      location: `/catalog/${ITEM_ID}?tab=relationships`,
      tables: { 'rpc/related_configs_recursive': [] },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No related items')).toBeVisible();
  },
};

export const ManyRelationships: Story = {
  name: 'Long data',
  decorators: [
    withProvider({
      location: `/catalog/${ITEM_ID}?tab=relationships`,
      tables: {
        'rpc/related_configs_recursive': Array.from({ length: 400 }, (_, i) => ({
          ...relatedRows[2]!,
          id: `pod-${i}`,
          name: `payments-api-7d9f-with-a-very-long-generated-pod-name-${i}`,
          related_ids: [ITEM_ID],
        })),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Related items' });
    await waitFor(() => expect(Number(table.getAttribute('aria-rowcount'))).toBeGreaterThan(400));
  },
};

export const Playbooks: Story = {
  decorators: [withProvider({ location: `/catalog/${ITEM_ID}?tab=playbooks` })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Playbook runs' });
    await expect((await within(table).findAllByRole('link', { name: 'Restart deployment' })).length).toBe(2);
    await userEvent.click(await canvas.findByRole('button', { name: 'Playbooks' }));
    await expect(await body(canvasElement).findByRole('menuitem', { name: 'Collect diagnostics' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Checks: Story = {
  decorators: [withProvider({ location: `/catalog/${ITEM_ID}?tab=checks` })],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Linked checks' });
    await expect(await within(table).findByRole('link', { name: /payments-api \/health/ })).toBeVisible();
  },
};

export const AttachAsEvidence: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Attach as Evidence' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Link to Incident' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withProvider({ hang: 'config_detail' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the catalog item')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  decorators: [withProvider({ fail: { table: 'config_detail', message: 'Network Error. Please try again.' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network Error. Please try again.')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { configId: 'missing' },
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Details not found')).toBeVisible();
  },
};

export const DemoMode: Story = {
  decorators: [withProvider({ mode: 'demo', location: `/catalog/${ITEM_ID}?tab=playbooks` })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Playbook runs' });
    await expect(canvas.queryByRole('button', { name: 'Attach as Evidence' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Playbooks' })).toBeNull();
  },
};

export const Dark: Story = {
  decorators: [withProvider({ theme: 'dark', location: `/catalog/${ITEM_ID}?tab=relationships&view=graph` })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Relationship graph' }, { timeout: 30_000 }),
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    withProvider(),
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('complementary', { name: 'Details' })).toBeVisible();
  },
};
