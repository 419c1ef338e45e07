import { useId } from 'react';
import { isApiError, type PlaybookRun, type PlaybookRunAction } from '@mission-control/api';
import {
  DescriptionList,
  Duration,
  ErrorView,
  InlineAlert,
  Skeleton,
  StatusDot,
  Text,
  useT,
} from '@mission-control/ui';
import { DateTime, RelativeTime } from '../../preferences/PreferredDate';
import { CheckLink } from '../../shared/CheckLink';
import {
  ActionCard,
  ActionHeader,
  ActionList,
  Header,
  Output,
  ParamTable,
  Root,
  Section,
} from './PlaybookRunDetail.styles';
import { usePlaybookRun, useRunCheckName } from '../queries';
import {
  actionOutput,
  durationMs,
  isTerminalStatus,
  parameterText,
  runStatusTone,
  statusText,
} from '../model/runStatus';
import { RunApproval } from './RunApproval';

export interface PlaybookRunDetailProps {
  /** The run's id, as in `/playbooks/runs/{runId}` and the `run_id` of `POST /playbook/run`. */
  runId: string;
  className?: string;
}

function RunStatus({ status }: { status: string | null | undefined }) {
  return (
    <StatusDot status={runStatusTone(status)} label={statusText(status)} showLabel data-run-status={status ?? ''} />
  );
}

function RunTarget({ run }: { run: PlaybookRun }) {
  const t = useT();
  const checkName = useRunCheckName(run.check_id);
  if (run.check_id) {
    return (
      <CheckLink checkId={run.check_id}>
        {t('playbooks.runDetail.targetCheck', 'Check {name}', { name: checkName.data || run.check_id })}
      </CheckLink>
    );
  }
  if (run.component_id) {
    return <>{t('playbooks.runDetail.targetComponent', 'Component {id}', { id: run.component_id })}</>;
  }
  if (run.config_id) {
    return <>{t('playbooks.runDetail.targetConfig', 'Catalog item {id}', { id: run.config_id })}</>;
  }
  return <>{t('playbooks.runDetail.targetNone', 'None')}</>;
}

function RunAction({ action }: { action: PlaybookRunAction }) {
  const t = useT();
  const headingId = useId();
  const output = actionOutput(action.result);
  const finished = isTerminalStatus(action.status);
  const ms = durationMs(action.start_time, action.end_time);
  return (
    <li>
      <ActionCard aria-labelledby={headingId} data-action-status={action.status}>
        <ActionHeader>
          <h4 id={headingId}>{action.name}</h4>
          <RunStatus status={action.status} />
          <Text tone="muted" size="sm">
            {ms !== undefined ? (
              <>
                {t('playbooks.runDetail.took', 'Took')} <Duration ms={ms} />
              </>
            ) : finished ? (
              t('playbooks.runDetail.noDuration', 'No duration recorded')
            ) : (
              t('playbooks.runDetail.inProgress', 'In progress')
            )}
          </Text>
          {output.facts.map((fact) => (
            <Text key={fact.key} tone="muted" size="sm">
              {t(`playbooks.runDetail.fact.${fact.key}`, fact.label)}: {fact.value}
            </Text>
          ))}
        </ActionHeader>
        {action.error ? (
          <Text as="p" tone="danger">
            {t('playbooks.runDetail.actionError', 'Error: {error}', { error: action.error })}
          </Text>
        ) : null}
        {output.blocks.map((block) => (
          <Output
            key={block.key}
            tabIndex={0}
            aria-label={t('playbooks.runDetail.blockLabel', '{label} of {action}', {
              label: t(`playbooks.runDetail.block.${block.key}`, block.label),
              action: action.name,
            })}
          >
            {block.text}
          </Output>
        ))}
        {!action.error && output.blocks.length === 0 && finished ? (
          <Text tone="muted" size="sm">
            {t('playbooks.runDetail.noOutput', 'No output')}
          </Text>
        ) : null}
      </ActionCard>
    </li>
  );
}

function RunView({ run, className }: { run: PlaybookRun; className?: string }) {
  const t = useT();
  const headingId = useId();
  const terminal = isTerminalStatus(run.status);
  const title = run.playbooks?.title || run.playbooks?.name || run.playbook_id;
  const parameters = Object.entries(run.parameters ?? {});
  const actions = run.actions ?? [];
  const ms = durationMs(run.start_time, run.end_time);
  return (
    <Root aria-labelledby={headingId} className={className} data-run-status={run.status}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        <span role="status">
          <RunStatus status={run.status} />
        </span>
        {terminal ? null : (
          <Text tone="muted" size="sm">
            {t('playbooks.runDetail.polling', 'Updates every 2 seconds until the run finishes.')}
          </Text>
        )}
      </Header>
      <DescriptionList
        layout="grid"
        items={[
          { term: t('playbooks.runDetail.playbook', 'Playbook'), description: run.playbooks?.name ?? run.playbook_id },
          { term: t('playbooks.runDetail.target', 'Target'), description: <RunTarget run={run} /> },
          {
            term: t('playbooks.runDetail.created', 'Created'),
            description: run.created_at ? (
              <>
                <RelativeTime value={run.created_at} /> {t('playbooks.runDetail.ago', 'ago')}
              </>
            ) : (
              '-'
            ),
          },
          {
            term: t('playbooks.runDetail.started', 'Started'),
            description: run.start_time ? (
              <DateTime value={run.start_time} />
            ) : (
              t('playbooks.runDetail.notStarted', 'Not started')
            ),
          },
          {
            term: t('playbooks.runDetail.ended', 'Ended'),
            description: run.end_time ? (
              <DateTime value={run.end_time} />
            ) : (
              t('playbooks.runDetail.notEnded', 'Not finished')
            ),
          },
          {
            term: t('playbooks.runDetail.duration', 'Duration'),
            description: ms !== undefined ? <Duration ms={ms} /> : '-',
          },
          { term: t('playbooks.runDetail.runId', 'Run ID'), description: run.id },
        ]}
      />
      {run.error ? (
        <Text as="p" tone="danger">
          {t('playbooks.runDetail.runError', 'Error: {error}', { error: run.error })}
        </Text>
      ) : null}
      <RunApproval run={run} headingId={headingId} />
      <Section aria-labelledby={`${headingId}-params`}>
        <h3 id={`${headingId}-params`}>{t('playbooks.runDetail.parameters', 'Parameters')}</h3>
        {parameters.length ? (
          <ParamTable aria-labelledby={`${headingId}-params`}>
            <tbody>
              {parameters.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{parameterText(value)}</td>
                </tr>
              ))}
            </tbody>
          </ParamTable>
        ) : (
          <Text tone="muted" size="sm">
            {t('playbooks.runDetail.noParameters', 'No parameters')}
          </Text>
        )}
      </Section>
      <Section aria-labelledby={`${headingId}-actions`}>
        <h3 id={`${headingId}-actions`}>{t('playbooks.runDetail.actions', 'Actions')}</h3>
        {actions.length ? (
          <ActionList aria-labelledby={`${headingId}-actions`}>
            {actions.map((action) => (
              <RunAction key={action.id} action={action} />
            ))}
          </ActionList>
        ) : (
          <Text tone="muted" size="sm">
            {terminal
              ? t('playbooks.runDetail.noActions', 'This run has no actions.')
              : t('playbooks.runDetail.noActionsYet', 'No action has started yet.')}
          </Text>
        )}
      </Section>
    </Root>
  );
}

/**
 * One playbook run: its playbook, status, times, target, parameters and each
 * action's status, duration and output or error. While the run is going it is
 * fetched again every 2 s; at a final status it stops.
 */
export function PlaybookRunDetail({ runId, className }: PlaybookRunDetailProps) {
  const t = useT();
  const run = usePlaybookRun(runId);
  const notFoundMessage = t(
    'playbooks.runDetail.notFoundMessage',
    'There is no playbook run with the id {id}. The link may be wrong, or the run was deleted.',
    { id: runId || '(none)' },
  );
  if (!runId || (run.isError && isApiError(run.error) && run.error.kind === 'not_found')) {
    return (
      <ErrorView
        className={className}
        title={t('playbooks.runDetail.notFound', 'Playbook run not found')}
        error={notFoundMessage}
        hideDetails
      />
    );
  }
  if (run.data) {
    return (
      <>
        {run.isError ? (
          <InlineAlert tone="danger">
            {t('playbooks.runDetail.refreshError', 'Could not refresh the run: {error}', { error: run.error.message })}
          </InlineAlert>
        ) : null}
        <RunView run={run.data} className={className} />
      </>
    );
  }
  if (run.isError) {
    return (
      <ErrorView
        className={className}
        title={t('playbooks.runDetail.error', 'Could not load the playbook run')}
        error={run.error}
        hideDetails
        onRetry={() => void run.refetch()}
      />
    );
  }
  return <Skeleton className={className} lines={6} label={t('playbooks.runDetail.loading', 'Loading playbook run')} />;
}
