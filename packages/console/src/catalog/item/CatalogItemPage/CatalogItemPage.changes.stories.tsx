import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { changesClient } from '../../changes/__fixtures__/changes';
import { ITEM_ID, itemClient } from '../__fixtures__/catalogItem';
import { CatalogItemPage } from './CatalogItemPage';

function withTab(tab: 'changes' | 'insights', theme?: 'light' | 'dark') {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider
      client={{ ...itemClient().client, changes: changesClient().client.changes }}
      initialLocation={`/catalog/${ITEM_ID}?tab=${tab}`}
      theme={theme}
    >
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Catalog/CatalogItemPage/Changes and Insights',
  component: CatalogItemPage,
  args: { configId: ITEM_ID },
} satisfies Meta<typeof CatalogItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Changes tab: the item's feed; Upstream adds the items above it. */
export const Changes: Story = {
  decorators: [withTab('changes')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('tabpanel', { name: /Changes/ });
    await within(panel).findByRole('table', { name: 'Changes' });
    const upstream = within(panel).getByRole('switch', { name: 'Upstream' });
    await userEvent.click(upstream);
    await waitFor(() => expect(upstream).toBeChecked());
    await expect(canvas.getByRole('tab', { name: /Changes/ })).toHaveTextContent('3');
  },
};

/** The Insights tab: the item's own findings. */
export const Insights: Story = {
  decorators: [withTab('insights')],
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('tabpanel', { name: /Insights/ });
    const table = await within(panel).findByRole('table', { name: 'Insights' });
    await expect(await within(table).findByText('privileged-container')).toBeVisible();
  },
};

export const ChangesDark: Story = {
  decorators: [withTab('changes', 'dark')],
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('tabpanel', { name: /Changes/ });
    await within(panel).findByRole('table', { name: 'Changes' });
  },
};
