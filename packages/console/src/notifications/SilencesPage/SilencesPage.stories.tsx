import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CHECK, FIXTURE_NOW, notificationsClient } from '../__fixtures__/notifications';
import { SilenceFormPage } from '../SilenceForm';
import { SilencesPage } from './SilencesPage';

function withSilences(location = '/notifications/silences') {
  return (Story: () => React.ReactElement) => {
    const { client } = notificationsClient();
    return (
      <TestConsoleProvider client={client} initialLocation={location}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Notifications/SilencesPage',
  component: SilencesPage,
  args: { now: FIXTURE_NOW },
} satisfies Meta<typeof SilencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Silences: Story = {
  decorators: [withSilences()],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Notification silences' });
    await expect(await within(table).findByText('(Expired)')).toBeVisible();
    await expect(within(table).getByText('Never')).toBeVisible();
  },
};

/** The add form, opened from a check's Silence action, with its Preview. */
export const AddFromCheck: Story = {
  decorators: [withSilences(`/notifications/silences/add?check_id=${CHECK.id}`)],
  render: () => <SilenceFormPage />,
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Notification silence' });
    // The resource picker names the check it was opened with.
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Resource/ })).toHaveValue(CHECK.name));
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = await within(form).findByRole('table', { name: 'Notifications this silence would have matched' });
    await expect(within(preview).getByText(CHECK.name)).toBeVisible();
  },
};
