import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAdminProvider } from '../__fixtures__/adminStories';
import { EventQueuePage } from './EventQueuePage';

const meta = {
  title: 'Console/Access/EventQueuePage',
  component: EventQueuePage,
  decorators: [withAdminProvider],
} satisfies Meta<typeof EventQueuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EventQueue: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('check.failed')).toBeVisible();
  },
};
