import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { activityClient, INCIDENT_ROWS } from '../__fixtures__/list';
import { IncidentActivity } from './IncidentActivity';

function withActivity(roles = ['admin']) {
  return (Story: () => React.ReactElement) => {
    const { client } = activityClient();
    return (
      <TestConsoleProvider client={client} user={{ id: 'u1', name: 'Ada', roles }}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Incidents/IncidentActivity',
  component: IncidentActivity,
  args: { incidentId: INCIDENT_ROWS[0]!.id },
} satisfies Meta<typeof IncidentActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Responder: Story = {
  decorators: [withActivity(['responder'])],
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('region', { name: 'Status: Open' });
    await expect(within(status).getByRole('button', { name: 'Move to Resolved' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add responder' })).toBeVisible();
  },
};

export const Viewer: Story = {
  decorators: [withActivity(['viewer'])],
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('region', { name: 'Status: Open' });
    await expect(within(status).queryByRole('button')).toBeNull();
  },
};
