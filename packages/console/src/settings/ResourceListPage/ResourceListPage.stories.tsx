import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { ResourceListPage } from './ResourceListPage';

const TEAMS = [
  { id: 't2', name: 'platform', source: 'UI', created_at: '2026-11-25T11:00:00Z' },
  { id: 't1', name: 'sre', source: 'KubernetesCRD', created_at: '2026-11-25T10:00:00Z' },
];

function withRows(rows: Record<string, unknown>[]) {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider
      client={{ db: { list: (async () => ({ data: rows, totalEntries: rows.length })) as never } }}
      initialLocation="/settings/teams"
    >
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Settings/ResourceListPage',
  component: ResourceListPage,
  args: { table: 'teams' },
} satisfies Meta<typeof ResourceListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  decorators: [withRows(TEAMS)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('platform')).toBeVisible();
    await expect(canvas.getByText('KubernetesCRD')).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withRows([])],
  args: { table: 'rules' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No resources found')).toBeVisible();
  },
};

/** Canaries: New check opens the check type picker. */
export const Canaries: Story = {
  decorators: [withRows([])],
  args: { table: 'canaries', newHref: '/settings/canaries/new', newLabel: 'New check' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'New check' })).toBeVisible();
  },
};
