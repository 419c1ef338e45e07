import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleMode } from '../../provider/ConsoleProvider';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { catalogClient, manyItems, type CatalogFixtureOptions } from '../__fixtures__/catalog';
import { CatalogPage } from './CatalogPage';

function withCatalog(
  options: CatalogFixtureOptions = {},
  provider: { location?: string; mode?: ConsoleMode; theme?: 'light' | 'dark'; width?: number } = {},
) {
  return (Story: () => React.ReactElement) => {
    const { client } = catalogClient(options);
    return (
      <TestConsoleProvider
        client={client}
        initialLocation={provider.location ?? '/catalog'}
        mode={provider.mode}
        theme={provider.theme}
      >
        <div style={{ maxWidth: provider.width }}>
          <Story />
        </div>
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Catalog/CatalogPage',
  component: CatalogPage,
} satisfies Meta<typeof CatalogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Summary: Story = {
  decorators: [withCatalog()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Catalog summary' });
    const pod = await within(table).findByRole('row', { name: /Pod/ });
    await expect(within(pod).getByRole('link', { name: '3 unhealthy Pod' })).toHaveAttribute(
      'href',
      '/catalog?configType=Kubernetes%3A%3APod&health=unhealthy%3A1',
    );
    // Pinning moves a type to the top.
    await userEvent.click(within(table).getByRole('button', { name: 'Pin MissionControl::User' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('User'));
  },
};

export const OpenTypeFromSummary: Story = {
  decorators: [withCatalog()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Catalog summary' });
    const row = await within(table).findByRole('row', { name: /Deployment/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByRole('table', { name: 'Catalog items' });
    await expect(await within(list).findAllByRole('link')).not.toHaveLength(0);
    await expect(
      within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Deployment' }),
    ).toBeVisible();
  },
};

export const Items: Story = {
  decorators: [withCatalog({}, { location: '/catalog?configType=Kubernetes::Pod' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Catalog items' });
    await expect(await canvas.findByText('15 items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Health' }));
    const dialog = await body().findByRole('dialog', { name: 'Health' });
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Unhealthy' })).getByRole('button', { name: 'Include' }),
    );
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('button', { name: 'Health (1)' })).toBeVisible();
  },
};

export const HundredThousandItems: Story = {
  decorators: [withCatalog({ items: manyItems(100_000) }, { location: '/catalog?search=item&pageSize=1000' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Catalog items' });
    await expect(await canvas.findByText('98,000 items')).toBeVisible();
    // 100,000 items, 2,000 of them deleted (hidden by default); a page of 1000 rows renders only the rows in view.
    await expect(within(table).getAllByRole('row').length).toBeLessThan(80);
  },
};

export const Loading: Story = {
  decorators: [withCatalog({ summary: 'hang' })],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Catalog summary' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  decorators: [withCatalog({ summary: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No catalog items yet')).toBeVisible();
  },
};

export const EmptyItems: Story = {
  decorators: [withCatalog({ items: [] }, { location: '/catalog?configType=Kubernetes::Pod' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items match these filters')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  decorators: [withCatalog({ summary: new Error('Network Error. Please try again.') })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network Error. Please try again.')).toBeVisible();
  },
};

export const Dark: Story = {
  decorators: [withCatalog({}, { theme: 'dark' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Catalog summary' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [withCatalog({}, { width: 420, location: '/catalog?configType=Kubernetes::Pod' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Catalog items' })).toBeVisible();
  },
};

export const Demo: Story = {
  decorators: [withCatalog({}, { mode: 'demo' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Catalog summary' })).toBeVisible();
  },
};
