import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, type PlaybookRun } from '@mission-control/api';
import { TestConsoleProvider, type PartialClient } from '../../testing/TestConsoleProvider';
import { completedRun, failedRun, longRun, runCheck, runningRun, scheduledRun } from '../__fixtures__/runs';
import { PlaybookRunDetail } from './PlaybookRunDetail';
import { approvedRun, pendingRun, pendingRunForApprover } from './__fixtures__/approval';

function client(getRun: (id: string) => Promise<PlaybookRun>): PartialClient {
  return {
    playbook: { getRun },
    db: { list: (async () => ({ data: [runCheck], totalEntries: undefined })) as never },
  };
}

function withProvider(partial: PartialClient, options: { theme?: 'light' | 'dark' } = {}) {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider client={partial} theme={options.theme}>
      <Story />
    </TestConsoleProvider>
  );
}

const notFound = async (): Promise<PlaybookRun> => {
  throw new ApiError('not_found', 'playbook run was not found', { status: 404 });
};

const meta = {
  title: 'Console/Playbooks/PlaybookRunDetail',
  component: PlaybookRunDetail,
  args: { runId: completedRun.id },
} satisfies Meta<typeof PlaybookRunDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished run: status as text and dot, the target check, parameters and the action's output. */
export const Completed: Story = {
  decorators: [withProvider(client(async () => completedRun))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const run = await canvas.findByRole('article', { name: 'Collect diagnostics' });
    await expect(within(run).getByRole('status')).toHaveTextContent('completed');
    await expect(await within(run).findByRole('link', { name: 'Check api/payments' })).toBeVisible();
    const output = within(run).getByLabelText('Output of collect diagnostics');
    await expect(output).toHaveTextContent('namespace: payments');
    // The output scrolls, so it takes focus for keyboard users.
    output.focus();
    await expect(output).toHaveFocus();
  },
};

/** Still loading the run. */
export const Loading: Story = {
  decorators: [withProvider(client(() => new Promise<PlaybookRun>(() => {})))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading playbook run');
  },
};

/** Scheduled: no action has started; the view says it keeps updating. */
export const Scheduled: Story = {
  decorators: [withProvider(client(async () => scheduledRun))],
  play: async ({ canvasElement }) => {
    const run = await within(canvasElement).findByRole('article', { name: 'Collect diagnostics' });
    await expect(within(run).getByRole('status')).toHaveTextContent('scheduled');
    await expect(within(run).getByText('No action has started yet.')).toBeVisible();
    await expect(within(run).getByText('Updates every 2 seconds until the run finishes.')).toBeVisible();
  },
};

/** Running, then completed on the next poll. */
export const Running: Story = {
  decorators: [
    withProvider(
      client(
        (() => {
          let calls = 0;
          return async () => (calls++ === 0 ? runningRun : completedRun);
        })(),
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    const run = await within(canvasElement).findByRole('article', { name: 'Collect diagnostics' });
    await expect(within(run).getByRole('status')).toHaveTextContent('running');
    await expect(within(run).getByText('In progress')).toBeVisible();
    await waitFor(() => expect(within(run).getByRole('status')).toHaveTextContent('completed'), { timeout: 5000 });
  },
};

/** A failed run: the run's error, the action's error, its HTTP status and response body. */
export const Failed: Story = {
  args: { runId: failedRun.id },
  decorators: [withProvider(client(async () => failedRun))],
  play: async ({ canvasElement }) => {
    const run = await within(canvasElement).findByRole('article', { name: 'Ping the reference server' });
    await expect(within(run).getByRole('status')).toHaveTextContent('failed');
    const action = within(run).getByRole('article', { name: 'canary about' });
    await expect(within(action).getByText('HTTP status: 503')).toBeVisible();
    await expect(within(action).getByText(/returned 503/)).toBeVisible();
  },
};

/** No run with this id. */
export const NotFound: Story = {
  args: { runId: 'missing-run' },
  decorators: [withProvider(client(notFound))],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Playbook run not found' })).toBeVisible();
    await expect(alert).toHaveTextContent('There is no playbook run with the id missing-run.');
  },
};

/** The server could not be reached: the message and Try again. */
export const LoadError: Story = {
  decorators: [
    withProvider(
      client(
        (() => {
          let calls = 0;
          return async () => {
            if (calls++ === 0) throw new ApiError('network', 'Network Error. Please try again.');
            return completedRun;
          };
        })(),
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Network Error. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('article', { name: 'Collect diagnostics' })).toBeVisible();
  },
};

/** Long output and many parameters. */
export const LongOutput: Story = {
  decorators: [withProvider(client(async () => longRun))],
  play: async ({ canvasElement }) => {
    const run = await within(canvasElement).findByRole('article', { name: 'Collect diagnostics' });
    await expect(within(run).getByLabelText('Output of collect diagnostics')).toHaveTextContent('line 80:');
    await expect(within(run).getByLabelText('Error output of collect diagnostics')).toHaveTextContent('cache is cold');
    await expect(within(run).getAllByRole('row')).toHaveLength(8);
  },
};

export const Dark: Story = {
  decorators: [
    withProvider(
      client(async () => failedRun),
      { theme: 'dark' },
    ),
  ],
  play: async ({ canvasElement }) => {
    const run = await within(canvasElement).findByRole('article', { name: 'Ping the reference server' });
    await expect(within(run).getByRole('status')).toHaveTextContent('failed');
  },
};

export const Narrow: Story = {
  decorators: [
    withProvider(client(async () => completedRun)),
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const run = await within(canvasElement).findByRole('article', { name: 'Collect diagnostics' });
    await expect(within(run).getByLabelText('Output of collect diagnostics')).toBeVisible();
  },
};

/** Waiting for approval, read by an approver: the rule, the approvers, and Approve / Reject (a confirmation). */
export const PendingApprovalForApprover: Story = {
  args: { runId: pendingRun.id },
  decorators: [
    withProvider({
      playbook: {
        getRun: async () => pendingRunForApprover,
        approve: async () => undefined,
        cancel: async () => undefined,
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const run = await within(canvasElement).findByRole('article', { name: 'Collect diagnostics' });
    await expect(within(run).getByRole('status')).toHaveTextContent('pending approval');
    const approval = within(run).getByRole('region', { name: 'Approval' });
    await expect(within(approval).getByText('Needs approval from any approver: Alice, team sre')).toBeVisible();
    await expect(within(approval).getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(within(approval).getByRole('button', { name: 'Reject' })).toBeVisible();
  },
};

/** The same run read by someone the spec does not name: the rule, no buttons. */
export const PendingApprovalForOthers: Story = {
  args: { runId: pendingRun.id },
  decorators: [withProvider({ playbook: { getRun: async () => pendingRun } })],
  play: async ({ canvasElement }) => {
    const run = await within(canvasElement).findByRole('article', { name: 'Collect diagnostics' });
    const approval = within(run).getByRole('region', { name: 'Approval' });
    await expect(within(approval).getByText('Nobody has approved this run yet.')).toBeVisible();
    await expect(within(approval).queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** Approved by Alice, then completed. */
export const Approved: Story = {
  args: { runId: approvedRun.id },
  decorators: [withProvider(client(async () => approvedRun))],
  play: async ({ canvasElement }) => {
    const run = await within(canvasElement).findByRole('article', { name: 'Collect diagnostics' });
    await expect(within(run).getByRole('list', { name: 'Approvals' })).toHaveTextContent(/Approved by Alice/);
  },
};
