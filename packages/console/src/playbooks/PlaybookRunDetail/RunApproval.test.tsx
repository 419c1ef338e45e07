import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlaybookRun } from '@mission-control/api';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { approvedRun, pendingRun, pendingRunForApprover, rejectedRun } from './__fixtures__/approval';
import { PlaybookRunDetail } from './PlaybookRunDetail';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderRun(answers: PlaybookRun[]) {
  const queue = [...answers];
  const getRun = vi.fn(async () => (queue.length > 1 ? queue.shift()! : queue[0]!));
  const approve = vi.fn(async () => undefined);
  const cancel = vi.fn(async () => undefined);
  render(
    <TestConsoleProvider client={{ playbook: { getRun, approve, cancel } }}>
      <PlaybookRunDetail runId={answers[0]!.id} />
    </TestConsoleProvider>,
  );
  return { getRun, approve, cancel };
}

describe('PlaybookRunDetail approval', () => {
  it('lets an approver approve a pending run, then shows who approved', async () => {
    const { approve } = renderRun([pendingRunForApprover, pendingRunForApprover, approvedRun]);
    const run = await screen.findByRole('article', { name: 'Collect diagnostics' });
    expect(within(run).getByRole('status')).toHaveTextContent('pending approval');
    const section = within(run).getByRole('region', { name: 'Approval' });
    expect(within(section).getByText('Needs approval from any approver: Alice, team sre')).toBeInTheDocument();
    expect(within(section).getByText('Nobody has approved this run yet.')).toBeInTheDocument();
    const actions = within(section).getByRole('group', { name: 'Approval actions' });
    expect(within(actions).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledWith(pendingRun.id);
    await waitFor(() => expect(within(run).getByRole('status')).toHaveTextContent('completed'));
    const approvals = within(section).getByRole('list', { name: 'Approvals' });
    expect(within(approvals).getByText(/Approved by Alice/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows no Approve or Reject to someone the spec does not name', async () => {
    renderRun([pendingRun]);
    const run = await screen.findByRole('article', { name: 'Collect diagnostics' });
    const section = within(run).getByRole('region', { name: 'Approval' });
    expect(within(section).getByText('Needs approval from any approver: Alice, team sre')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('rejects after confirmation, and the run reads cancelled with who rejected it', async () => {
    const { cancel, approve } = renderRun([pendingRunForApprover, pendingRunForApprover, rejectedRun]);
    const run = await screen.findByRole('article', { name: 'Collect diagnostics' });
    await userEvent.click(within(run).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this run?' });
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(cancel).toHaveBeenCalledWith(pendingRun.id);
    expect(approve).not.toHaveBeenCalled();
    await waitFor(() => expect(within(run).getByRole('status')).toHaveTextContent('cancelled'));
    expect(within(run).getByText('Error: rejected by bob@example.com')).toBeInTheDocument();
    expect(within(run).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows no approval section for a run that needs none', async () => {
    renderRun([{ ...approvedRun, approval: null }]);
    const run = await screen.findByRole('article', { name: 'Collect diagnostics' });
    expect(within(run).queryByRole('region', { name: 'Approval' })).not.toBeInTheDocument();
  });
});
