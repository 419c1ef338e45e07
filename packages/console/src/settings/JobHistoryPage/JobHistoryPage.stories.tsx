import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeJobsDb, JOBS } from '../__fixtures__/jobs';
import { JobHistoryPage } from './JobHistoryPage';

const NOW = new Date('2026-11-25T12:00:00Z');

function withProvider(jobs = JOBS) {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider client={{ db: fakeJobsDb(jobs) as never }} initialLocation="/settings/jobs">
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Settings/JobHistoryPage',
  component: JobHistoryPage,
  args: { now: () => NOW },
} satisfies Meta<typeof JobHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('web'))[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'edge' })).toBeVisible();
  },
};

export const FailedRunDetails: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByText('FAILED'))[0]!);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Details for job Canary' });
    await expect(within(dialog).getByRole('tab', { name: 'Errors' })).toBeVisible();
    await expect(within(dialog).getByText('HTTP 500')).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withProvider([])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available')).toBeVisible();
  },
};
