import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CRD_RULE_ID, notificationsClient } from '../__fixtures__/notifications';
import { RulesPage } from './RulesPage';

function withRules(location = '/notifications/rules', roles = ['admin']) {
  return (Story: () => React.ReactElement) => {
    const { client } = notificationsClient();
    return (
      <TestConsoleProvider client={client} initialLocation={location} user={{ id: 'u1', name: 'Ada', roles }}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Notifications/RulesPage',
  component: RulesPage,
} satisfies Meta<typeof RulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {
  decorators: [withRules()],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Notification rules' });
    await expect(await within(table).findByText('check-failures')).toBeVisible();
  },
};

export const NewRule: Story = {
  decorators: [withRules()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'New Notification Rule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Name is required')).toBeVisible();
  },
};

export const FromAnotherSource: Story = {
  decorators: [withRules(`/notifications/rules?id=${CRD_RULE_ID}`)],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'config-health' });
    await expect(within(dialog).getByText('This rule comes from KubernetesCRD; change it there.')).toBeVisible();
  },
};

export const ReadOnlyViewer: Story = {
  decorators: [withRules('/notifications/rules', ['viewer'])],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Notification rules' });
    await within(table).findByText('check-failures');
    await expect(within(canvasElement).queryByRole('button', { name: 'New' })).toBeNull();
  },
};
