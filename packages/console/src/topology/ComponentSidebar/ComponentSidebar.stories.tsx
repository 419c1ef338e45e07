import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { LEDGER_DB_ID, PAYMENTS_API_ID, topologyClient } from '../__fixtures__/topology';
import { ComponentSidebar } from './ComponentSidebar';

function withProvider(Story: () => React.ReactElement) {
  return (
    <TestConsoleProvider client={topologyClient().client} initialLocation="/topology">
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Topology/ComponentSidebar',
  component: ComponentSidebar,
  decorators: [withProvider],
} satisfies Meta<typeof ComponentSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A database with a linked catalog item: Configs, Config Changes and Insights (of that item) appear, and Incidents
 * (an incident's evidence names the database).
 */
export const WithConfigs: Story = {
  args: { componentId: LEDGER_DB_ID },
  play: async ({ canvasElement }) => {
    const sidebar = await within(canvasElement).findByRole('complementary', { name: 'Component details' });
    const configs = await within(sidebar).findByRole('region', { name: 'Configs (1)' });
    await expect(within(configs).getByRole('link', { name: 'ledger-rds' })).toBeVisible();
    await expect(await within(sidebar).findByRole('region', { name: 'Config Changes (1)' })).toBeVisible();
    await expect(await within(sidebar).findByRole('region', { name: 'Insights (1)' })).toBeVisible();
    const incidents = await within(sidebar).findByRole('region', { name: 'Incidents (1)' });
    await expect(within(incidents).getByRole('link', { name: 'Ledger writes slow' })).toBeVisible();
    await expect(within(sidebar).getByRole('region', { name: 'Teams (2)' })).toBeVisible();
  },
};

/** A failing service: its checks link to the health dashboard, its incident to the incident. */
export const FailingService: Story = {
  args: { componentId: PAYMENTS_API_ID },
  play: async ({ canvasElement }) => {
    const sidebar = await within(canvasElement).findByRole('complementary', { name: 'Component details' });
    const checks = within(sidebar).getByRole('region', { name: 'Checks (2)' });
    await expect(within(checks).getByRole('link', { name: 'payments-api-http' })).toBeVisible();
    await expect(within(checks).getByRole('img', { name: 'Unhealthy' })).toBeVisible();
    await expect(within(sidebar).getByRole('link', { name: 'Checkout errors' })).toBeVisible();
    await expect(within(sidebar).queryByRole('region', { name: /^Configs/ })).toBeNull();
  },
};
