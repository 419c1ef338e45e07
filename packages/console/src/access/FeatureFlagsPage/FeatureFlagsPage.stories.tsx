import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withAdminProvider } from '../__fixtures__/adminStories';
import { FeatureFlagsPage } from './FeatureFlagsPage';

const meta = {
  title: 'Console/Access/FeatureFlagsPage',
  component: FeatureFlagsPage,
  decorators: [withAdminProvider],
} satisfies Meta<typeof FeatureFlagsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FeatureFlags: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('incidents.disable')).toBeVisible();
  },
};
export const EditFeatureFlag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit logs.disable' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit Feature Flag' }),
    );
    await expect(dialog.getByRole('textbox', { name: /Value/ })).toHaveValue('false');
  },
};
