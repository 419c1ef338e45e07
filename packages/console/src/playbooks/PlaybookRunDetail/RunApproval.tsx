import { useState } from 'react';
import type { PlaybookRun, PlaybookRunApproval } from '@mission-control/api';
import { Button, ConfirmDialog, Text, useT } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { RelativeTime } from '../../preferences/PreferredDate';
import { useWrite } from '../../shared/queries';
import { queryKeys } from '../../routes/queryKeys';
import { Section } from './PlaybookRunDetail.styles';

/** Approve and reject (`POST /playbook/run/approve|cancel/{id}`); the run is read again after either. */
function useApprovalActions(runId: string) {
  const { client } = useConsole();
  const refresh = [queryKeys.playbooks.run(runId)];
  const approve = useWrite(() => client.playbook.approve(runId), refresh, {
    fallback: 'The run could not be approved',
  });
  const reject = useWrite(() => client.playbook.cancel(runId), refresh, {
    fallback: 'The run could not be rejected',
  });
  return { approve, reject };
}

function approverNames(approval: PlaybookRunApproval): string[] {
  return [
    ...approval.approvers.people.map((person) => person.name || person.email || person.id),
    ...approval.approvers.teams.map((team) => `team ${team.name}`),
  ];
}

/**
 * The run's approval: the rule and who the spec names, who approved so far, and, while the run waits, Approve and
 * Reject for the people the server says may (an approver who has approved may still reject).
 */
export function RunApproval({ run, headingId }: { run: PlaybookRun; headingId: string }) {
  const t = useT();
  const approval = run.approval;
  const { approve, reject } = useApprovalActions(run.id);
  const [confirming, setConfirming] = useState(false);
  if (!approval) return null;
  const pending = run.status === 'pending_approval';
  const names = approverNames(approval).join(', ');
  return (
    <Section aria-labelledby={`${headingId}-approval`}>
      <h3 id={`${headingId}-approval`}>{t('playbooks.runDetail.approval', 'Approval')}</h3>
      <Text as="p">
        {approval.type === 'all'
          ? t('playbooks.runDetail.approvalAll', 'Needs approval from every approver: {names}', { names })
          : t('playbooks.runDetail.approvalAny', 'Needs approval from any approver: {names}', { names })}
      </Text>
      {approval.approvers.unknown.length ? (
        <Text as="p" tone="muted" size="sm">
          {t('playbooks.runDetail.approvalUnknown', 'Named in the spec but unknown here: {names}', {
            names: approval.approvers.unknown.join(', '),
          })}
        </Text>
      ) : null}
      {approval.approvals.length ? (
        <ul aria-label={t('playbooks.runDetail.approvals', 'Approvals')}>
          {approval.approvals.map((given) => (
            <li key={given.id}>
              {given.team_name
                ? t('playbooks.runDetail.approvedForTeam', 'Approved by {name} for team {team}', {
                    name: given.person_name ?? given.person_id ?? '',
                    team: given.team_name,
                  })
                : t('playbooks.runDetail.approvedBy', 'Approved by {name}', {
                    name: given.person_name ?? given.person_id ?? '',
                  })}{' '}
              <RelativeTime value={given.created_at} /> {t('playbooks.runDetail.ago', 'ago')}
            </li>
          ))}
        </ul>
      ) : (
        <Text as="p" tone="muted" size="sm">
          {t('playbooks.runDetail.noApprovals', 'Nobody has approved this run yet.')}
        </Text>
      )}
      {pending && (approval.can_approve || approval.can_reject) ? (
        <div role="group" aria-label={t('playbooks.runDetail.approvalActions', 'Approval actions')}>
          {approval.can_approve ? (
            <Button variant="primary" isLoading={approve.isPending} onPress={() => approve.mutate()}>
              {t('playbooks.runDetail.approve', 'Approve')}
            </Button>
          ) : null}{' '}
          {approval.can_reject ? (
            <Button variant="danger" onPress={() => setConfirming(true)}>
              {t('playbooks.runDetail.reject', 'Reject')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('playbooks.runDetail.rejectTitle', 'Reject this run?')}
        message={t(
          'playbooks.runDetail.rejectMessage',
          'The run is cancelled and none of its actions run. This cannot be undone.',
        )}
        confirmLabel={t('playbooks.runDetail.reject', 'Reject')}
        variant="danger"
        onConfirm={() => reject.mutateAsync()}
      />
    </Section>
  );
}
