import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CHECK } from '../__fixtures__/notifications';
import { SilenceButton } from './SilenceAction';

const router = createMemoryRouterAdapter('/health');

const meta = {
  title: 'Console/Notifications/SilenceAction',
  component: SilenceButton,
  args: { target: { kind: 'check', id: CHECK.id, name: CHECK.name } },
  decorators: [
    (Story) => (
      <TestConsoleProvider router={router}>
        <Story />
      </TestConsoleProvider>
    ),
  ],
} satisfies Meta<typeof SilenceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Silence action of a check's detail: it opens the silence form with the check filled in. */
export const OnACheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Silence notifications for ${CHECK.name}` }));
    await waitFor(() => expect(router.location).toContain(`/notifications/silences/add?check_id=${CHECK.id}`));
  },
};
