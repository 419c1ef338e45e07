import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type PlaybookRun } from '@mission-control/api';
import { checkHref } from '../../shared/CheckLink';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { completedRun, failedRun, runCheck, runningRun, scheduledRun } from '../__fixtures__/runs';
import { PlaybookRunDetail } from './PlaybookRunDetail';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderRun(getRun: (id: string) => Promise<PlaybookRun>, runId = completedRun.id) {
  const list = vi.fn(async () => ({ data: [runCheck], totalEntries: undefined }));
  const calls = vi.fn(getRun);
  render(
    <TestConsoleProvider client={{ playbook: { getRun: calls }, db: { list: list as never } }}>
      <PlaybookRunDetail runId={runId} />
    </TestConsoleProvider>,
  );
  return { getRun: calls, list };
}

describe('PlaybookRunDetail', () => {
  it('shows a completed run: playbook, status as text, target check link, parameters and the action output', async () => {
    const { getRun } = renderRun(async () => completedRun);
    const run = await screen.findByRole('article', { name: 'Collect diagnostics' });
    expect(getRun).toHaveBeenCalledWith(completedRun.id, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(within(run).getByRole('status')).toHaveTextContent('completed');
    expect(within(run).getByText('check-diagnostics')).toBeInTheDocument();
    const link = await within(run).findByRole('link', { name: 'Check api/payments' });
    expect(link).toHaveAttribute('href', checkHref(runCheck.id));

    const params = within(run).getByRole('table', { name: 'Parameters' });
    expect(within(params).getByRole('rowheader', { name: 'note' })).toBeInTheDocument();
    expect(within(params).getByRole('cell', { name: 'Investigating api/payments' })).toBeInTheDocument();
    expect(within(params).getByRole('cell', { name: 'true' })).toBeInTheDocument();

    const action = within(run).getByRole('article', { name: 'collect diagnostics' });
    expect(within(action).getByText('completed')).toBeInTheDocument();
    expect(within(action).getByText('1s')).toHaveAttribute('title', '1200 ms');
    expect(within(action).getByText('Exit code: 0')).toBeInTheDocument();
    expect(within(action).getByLabelText('Output of collect diagnostics')).toHaveTextContent(
      'note: Investigating api/payments',
    );
    expect(within(run).queryByText(/Updates every 2 seconds/)).not.toBeInTheDocument();
  });

  it('shows a failed run with its error, the HTTP status and the response body of the failed action', async () => {
    renderRun(async () => failedRun, failedRun.id);
    const run = await screen.findByRole('article', { name: 'Ping the reference server' });
    expect(within(run).getByRole('status')).toHaveTextContent('failed');
    expect(within(run).getByText('Error: action canary about failed')).toBeInTheDocument();
    const action = within(run).getByRole('article', { name: 'canary about' });
    expect(within(action).getByText('HTTP status: 503')).toBeInTheDocument();
    expect(
      within(action).getByText('Error: GET http://localhost:8080/api/canary/about returned 503'),
    ).toBeInTheDocument();
    expect(within(action).getByLabelText('Response body of canary about')).toHaveTextContent('maintenance');
    expect(within(run).getByText('No parameters')).toBeInTheDocument();
  });

  it('polls every 2 seconds while the run is going and stops once it completed', async () => {
    const answers = [scheduledRun, runningRun, completedRun];
    const { getRun } = renderRun(async () => answers.shift() ?? completedRun);
    const run = await screen.findByRole('article', { name: 'Collect diagnostics' });
    expect(within(run).getByRole('status')).toHaveTextContent('scheduled');
    expect(within(run).getByText('No action has started yet.')).toBeInTheDocument();
    expect(within(run).getByText('Updates every 2 seconds until the run finishes.')).toBeInTheDocument();
    await waitFor(() => expect(within(run).getByRole('status')).toHaveTextContent('running'), { timeout: 5000 });
    expect(within(run).getByText('In progress')).toBeInTheDocument();
    await waitFor(() => expect(within(run).getByRole('status')).toHaveTextContent('completed'), { timeout: 5000 });
    expect(within(run).getByLabelText('Output of collect diagnostics')).toBeInTheDocument();
    const calls = getRun.mock.calls.length;
    expect(calls).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(getRun).toHaveBeenCalledTimes(calls);
  });

  it('says clearly when the run does not exist, and does not ask again', async () => {
    const { getRun } = renderRun(async () => {
      throw new ApiError('not_found', 'playbook run nope was not found', { status: 404 });
    }, 'nope');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Playbook run not found' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('There is no playbook run with the id nope.');
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(getRun).toHaveBeenCalledTimes(1);
  });

  it('shows another failure with its message and a way to try again', async () => {
    let fail = true;
    renderRun(async () => {
      if (fail) throw new ApiError('network', 'Network Error. Please try again.');
      return completedRun;
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Could not load the playbook run' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Network Error. Please try again.');
    fail = false;
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('article', { name: 'Collect diagnostics' })).toBeInTheDocument();
  });

  it('announces that it is loading', async () => {
    renderRun(() => new Promise(() => {}));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading playbook run');
  });
});
