import { useId, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, InlineAlert, Inline, Select, Skeleton, Text, Textarea, useT } from '@mission-control/ui';
import { RelativeTime } from '../../preferences/PreferredDate';
import { useCan } from '../../provider/ConsoleProvider';
import { STATUS_LABELS, type IncidentStatus } from '../model/list';
import { nextStatuses } from '../model/status';
import { useIncidentActivity, useIncidentWrites, useNamedOptions } from '../queries';
import { Section } from '../IncidentSummary/IncidentSummary.styles';

export interface IncidentActivityProps {
  incidentId: string;
}

const label = (status: string) => STATUS_LABELS[status as IncidentStatus] ?? status;

/**
 * An incident's lifecycle on its page (#23): the moves its status may make, its responders (people and teams) and
 * its comments, each write behind the permission it needs; and the history the server records of them.
 */
export function IncidentActivity({ incidentId }: IncidentActivityProps) {
  const t = useT();
  const headingId = useId();
  const activity = useIncidentActivity(incidentId);
  const writes = useIncidentWrites(incidentId);
  const canWriteIncident = useCan('incident', 'write');
  const canWriteResponders = useCan('responder', 'write');
  const canComment = useCan('comments', 'write');
  const people = useNamedOptions('people', canWriteResponders);
  const teams = useNamedOptions('teams', canWriteResponders);
  const everyone = useNamedOptions('people');
  const [responder, setResponder] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  if (activity.isPending) return <Skeleton lines={4} label={t('incidents.activity.loading', 'Loading activity')} />;
  if (activity.isError) return <InlineAlert tone="danger">{errorMessageOf(activity.error)}</InlineAlert>;
  const { incident, comments, histories } = activity.data;
  if (!incident) return null;
  const nameOf = (personId: string | null | undefined) =>
    everyone.data?.find((person) => person.id === personId)?.name ?? personId ?? '';
  const responderOptions = [
    ...(people.data ?? []).map((person) => ({ id: `person:${person.id}`, label: person.name || person.id })),
    ...(teams.data ?? []).map((team) => ({
      id: `team:${team.id}`,
      label: t('incidents.activity.team', 'Team {name}', { name: team.name || team.id }),
    })),
  ];
  const addResponder = () => {
    if (!responder) return;
    const [type, id] = responder.split(':') as ['person' | 'team', string];
    writes.addResponder.mutate({ type, id }, { onSuccess: () => setResponder(null) });
  };
  const responders = incident.responders ?? [];
  return (
    <>
      <Section aria-labelledby={`${headingId}-status`}>
        <h3 id={`${headingId}-status`}>
          {t('incidents.activity.statusHeading', 'Status: {status}', { status: label(incident.status) })}
        </h3>
        {canWriteIncident ? (
          <Inline gap={2}>
            {nextStatuses(incident.status).map((status) => (
              <Button
                key={status}
                onPress={() => writes.setStatus.mutate(status)}
                isDisabled={writes.setStatus.isPending}
              >
                {t('incidents.activity.moveTo', 'Move to {status}', { status: label(status) })}
              </Button>
            ))}
          </Inline>
        ) : null}
      </Section>
      <Section aria-labelledby={`${headingId}-responders`}>
        <h3 id={`${headingId}-responders`}>{t('incidents.activity.responders', 'Responders')}</h3>
        {responders.length ? (
          <ul aria-labelledby={`${headingId}-responders`}>
            {responders.map((one) => (
              <li key={one.id}>
                <Inline gap={2}>
                  <span>
                    {one.type === 'team'
                      ? t('incidents.activity.team', 'Team {name}', { name: one.name ?? '' })
                      : (one.name ?? '')}
                  </span>
                  {canWriteResponders ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      onPress={() => writes.removeResponder.mutate(one.id)}
                      aria-label={t('incidents.activity.remove', 'Remove {name}', { name: one.name ?? '' })}
                    >
                      {t('incidents.activity.removeShort', 'Remove')}
                    </Button>
                  ) : null}
                </Inline>
              </li>
            ))}
          </ul>
        ) : (
          <Text tone="muted" size="sm">
            {t('incidents.activity.noResponders', 'No responders yet.')}
          </Text>
        )}
        {canWriteResponders ? (
          <Inline gap={2}>
            <Select
              label={t('incidents.activity.responder', 'Person or team')}
              options={responderOptions}
              value={responder}
              onChange={(value) => setResponder(value === null ? null : String(value))}
            />
            <Button onPress={addResponder} isDisabled={!responder || writes.addResponder.isPending}>
              {t('incidents.activity.addResponder', 'Add responder')}
            </Button>
          </Inline>
        ) : null}
      </Section>
      <Section aria-labelledby={`${headingId}-comments`}>
        <h3 id={`${headingId}-comments`}>{t('incidents.activity.comments', 'Comments')}</h3>
        {comments.length ? (
          <ul aria-labelledby={`${headingId}-comments`}>
            {comments.map((one) => (
              <li key={one.id}>
                <strong>{nameOf(one.created_by)}</strong> <RelativeTime value={one.created_at} />: {one.comment}
              </li>
            ))}
          </ul>
        ) : (
          <Text tone="muted" size="sm">
            {t('incidents.activity.noComments', 'No comments yet.')}
          </Text>
        )}
        {canComment ? (
          <>
            <Textarea label={t('incidents.activity.comment', 'Comment')} value={comment} onChange={setComment} />
            <Button
              onPress={() => writes.addComment.mutate(comment.trim(), { onSuccess: () => setComment('') })}
              isDisabled={!comment.trim() || writes.addComment.isPending}
            >
              {t('incidents.activity.addComment', 'Add comment')}
            </Button>
          </>
        ) : null}
      </Section>
      <Section aria-labelledby={`${headingId}-history`}>
        <h3 id={`${headingId}-history`}>{t('incidents.activity.history', 'History')}</h3>
        <ul aria-labelledby={`${headingId}-history`}>
          {histories.map((entry) => (
            <li key={entry.id}>
              {t('incidents.activity.entry', '{type} {description} by {who}', {
                type: entry.type,
                description: entry.description ?? '',
                who: nameOf(entry.created_by),
              })}{' '}
              <RelativeTime value={entry.created_at} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
