import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withAdminProvider } from '../__fixtures__/adminStories';
import { AgentsPage } from './AgentsPage';

const meta = {
  title: 'Console/Access/AgentsPage',
  component: AgentsPage,
  decorators: [withAdminProvider],
} satisfies Meta<typeof AgentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Agents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('edge-1')).toBeVisible();
    await expect(canvas.queryByText('local')).toBeNull();
  },
};
export const GeneratedAgent: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Generate Agent' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Generate Agent' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'edge-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    await expect(await dialog.findByLabelText('Install command')).not.toHaveTextContent('secret-token');
  },
};
