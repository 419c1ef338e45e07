import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { DIFF_TEXT } from '../__fixtures__/changes';
import { DiffView } from './DiffView';

const meta = {
  title: 'Console/Catalog/DiffView',
  component: DiffView,
  args: { diff: DIFF_TEXT },
  decorators: [
    (Story) => (
      <TestConsoleProvider>
        <Story />
      </TestConsoleProvider>
    ),
  ],
} satisfies Meta<typeof DiffView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Side-by-side diff' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('"replicas": 2'));
    await expect(row).toHaveTextContent('removed');
    await expect(row).toHaveTextContent('added');
  },
};

export const Unified: Story = {
  args: { layout: 'unified' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Unified diff' });
    await expect(within(table).getByText('2 lines added, 2 removed')).toBeVisible();
  },
};
