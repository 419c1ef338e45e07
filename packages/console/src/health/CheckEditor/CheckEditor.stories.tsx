import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Canary, PostgrestQuery } from '@mission-control/api';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CheckEditor } from './CheckEditor';
import { existingHttpCanary as existing } from './CheckEditor.fixtures';

const meta = {
  title: 'Console/Health/CheckEditor',
  component: CheckEditor,
  decorators: [
    (Story) => (
      <TestConsoleProvider
        client={{
          db: {
            list: (async (query: PostgrestQuery) => ({
              data: query.table === 'canaries' ? [existing] : [],
              totalEntries: 1,
            })) as never,
            insert: (async (_table: string, row: object) => [{ ...(row as Canary), id: 'new' }]) as never,
          },
        }}
      >
        <Story />
      </TestConsoleProvider>
    ),
  ],
} satisfies Meta<typeof CheckEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypePicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'HTTP' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
  },
};

export const EditExisting: Story = {
  args: { canaryId: 'c1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^URL/ })).toHaveValue('https://pay.example.com');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

export const CodeOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prometheus' }));
    // Monaco loads lazily; its input is the textbox named by the editor's label.
    await expect(await canvas.findByRole('textbox', { name: 'Specs' }, { timeout: 30_000 })).toBeInTheDocument();
  },
};
