import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { incidentsListClient } from '../__fixtures__/list';
import { IncidentListPage } from './IncidentListPage';

function withIncidents(location = '/incidents', roles = ['admin']) {
  return (Story: () => React.ReactElement) => {
    const { client } = incidentsListClient();
    return (
      <TestConsoleProvider client={client} initialLocation={location} user={{ id: 'u1', name: 'Ada', roles }}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Incidents/IncidentListPage',
  component: IncidentListPage,
} satisfies Meta<typeof IncidentListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenIncidents: Story = {
  decorators: [withIncidents()],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Incidents' });
    await expect(await within(table).findByText('Checkout down')).toBeVisible();
    await expect(within(table).queryByText('Old outage')).toBeNull();
  },
};

export const AllStatuses: Story = {
  decorators: [withIncidents('/incidents?status=all')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Incidents' });
    await expect(await within(table).findByText('Old outage')).toBeVisible();
  },
};

export const CreateValidation: Story = {
  decorators: [withIncidents()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create New Incident' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create New Incident' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Please select incident severity')).toBeVisible();
    await expect(within(dialog).getByText('Please select an incident type')).toBeVisible();
  },
};

export const ReadOnlyViewer: Story = {
  decorators: [withIncidents('/incidents', ['viewer'])],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Incidents' });
    await within(table).findByText('Checkout down');
    await expect(within(canvasElement).queryByRole('button', { name: 'Create New Incident' })).toBeNull();
  },
};
