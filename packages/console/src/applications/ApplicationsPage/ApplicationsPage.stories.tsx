import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { applicationsClient } from '../__fixtures__/applications';
import { ApplicationsPage } from './ApplicationsPage';

function withApplications(roles = ['admin'], options: Parameters<typeof applicationsClient>[0] = {}) {
  return (Story: () => React.ReactElement) => {
    const { client } = applicationsClient(options);
    return (
      <TestConsoleProvider client={client} initialLocation="/applications" user={{ id: 'u1', name: 'Ada', roles }}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Applications/ApplicationsPage',
  component: ApplicationsPage,
} satisfies Meta<typeof ApplicationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applications: Story = {
  decorators: [withApplications()],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Applications' });
    await expect(await within(table).findByText('orders')).toBeVisible();
  },
};

export const Empty: Story = { decorators: [withApplications(['admin'], { rows: [] })] };

export const AddApplication: Story = {
  decorators: [withApplications()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Application' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add Application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Name is required')).toBeVisible();
  },
};

export const ReadOnlyViewer: Story = {
  decorators: [withApplications(['viewer'])],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('orders');
    await expect(within(canvasElement).queryByRole('button', { name: 'Add Application' })).toBeNull();
  },
};
