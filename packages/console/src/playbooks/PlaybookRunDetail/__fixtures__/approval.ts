import type { PlaybookRun, PlaybookRunApproval } from '@mission-control/api';
import { completedRun, scheduledRun } from '../../__fixtures__/runs';

/** Runs of a playbook that asks for approval, as `GET /playbook/run/{id}` answers them to different callers. */
const approvers: PlaybookRunApproval['approvers'] = {
  people: [{ id: 'p-alice', name: 'Alice', email: 'alice@example.com' }],
  teams: [{ id: 't-sre', name: 'sre' }],
  unknown: [],
};

const waiting: PlaybookRunApproval = {
  type: 'any',
  approvers,
  approvals: [],
  can_approve: false,
  can_reject: false,
};

/** Waiting for approval, read by someone the spec does not name. */
export const pendingRun: PlaybookRun = {
  ...scheduledRun,
  id: '5d7c1f7e-0000-4c1b-9a3e-00000000a991',
  status: 'pending_approval',
  approval: waiting,
};

/** The same run, read by Alice, an approver. */
export const pendingRunForApprover: PlaybookRun = {
  ...pendingRun,
  approval: { ...waiting, can_approve: true, can_reject: true },
};

/** Alice approved; it ran and completed. */
export const approvedRun: PlaybookRun = {
  ...completedRun,
  id: pendingRun.id,
  approval: {
    ...waiting,
    approvals: [
      {
        id: 'ap-1',
        person_id: 'p-alice',
        person_name: 'Alice',
        team_id: null,
        team_name: null,
        created_at: '2026-08-21T10:00:00.000Z',
      },
    ],
  },
};

/** Rejected by Bob of team sre. */
export const rejectedRun: PlaybookRun = {
  ...pendingRun,
  status: 'cancelled',
  end_time: '2026-08-21T10:00:05.000Z',
  error: 'rejected by bob@example.com',
};
