import { useId } from 'react';
import { DescriptionList, ErrorView, Skeleton, useT } from '@mission-control/ui';
import { RelativeTime } from '../../preferences/PreferredDate';
import { formValuesOf, severityOptions, typeOptions } from '../model/linkOptions';
import { Description, Root } from './IncidentSummary.styles';
import type { IncidentSummaryData } from '../model/summary';
import { useIncidentSummary } from '../queries';
import { IncidentActivity } from '../IncidentActivity';
import { IncidentHypotheses } from '../IncidentHypotheses';

export interface IncidentSummaryProps {
  /** The incident's row id, as in `/incidents/{id}` and the link of 'Linked to incident successfully'. */
  incidentId: string;
  className?: string;
}

/** `technical_debt` reads as `technical debt`. */
const words = (value: string | null | undefined) => (value ?? '').replace(/_/g, ' ');

function SummaryView({ incident, className }: { incident: IncidentSummaryData; className?: string }) {
  const t = useT();
  const headingId = useId();
  const normalised = formValuesOf(incident);
  const severity =
    severityOptions(t).find((option) => option.id === normalised.severity)?.label ?? String(incident.severity);
  const type = typeOptions(t).find((option) => option.id === normalised.type)?.label ?? words(incident.type);
  const hypotheses = incident.hypotheses ?? [];
  return (
    <Root aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{incident.incident_id ? `${incident.incident_id}: ${incident.title}` : incident.title}</h2>
      <DescriptionList
        layout="grid"
        items={[
          { term: t('incidents.summary.status', 'Status'), description: words(incident.status) },
          { term: t('incidents.summary.severity', 'Severity'), description: severity },
          { term: t('incidents.summary.type', 'Type'), description: type },
          {
            term: t('incidents.summary.created', 'Created'),
            description: incident.created_at ? (
              <>
                <RelativeTime value={incident.created_at} /> {t('incidents.summary.ago', 'ago')}
              </>
            ) : (
              '-'
            ),
          },
        ]}
      />
      {incident.description?.trim() ? <Description>{incident.description}</Description> : null}
      <IncidentActivity incidentId={incident.id} />
      <IncidentHypotheses incidentId={incident.id} hypotheses={hypotheses} />
    </Root>
  );
}

/** One incident: id, title, status, severity, type, and each hypothesis with its evidence. */
export function IncidentSummary({ incidentId, className }: IncidentSummaryProps) {
  const t = useT();
  const summary = useIncidentSummary(incidentId);
  if (summary.isPending) {
    return <Skeleton className={className} lines={5} label={t('incidents.summary.loading', 'Loading incident')} />;
  }
  if (summary.isError) {
    return (
      <ErrorView
        className={className}
        title={t('incidents.summary.error', 'Could not load the incident')}
        error={summary.error}
        hideDetails
        onRetry={() => void summary.refetch()}
      />
    );
  }
  if (!summary.data) {
    return (
      <ErrorView
        className={className}
        title={t('incidents.summary.notFound', 'Incident not found')}
        error={t(
          'incidents.summary.notFoundMessage',
          'There is no incident with the id {id}. The link may be wrong, or the incident was deleted.',
          { id: incidentId || '(none)' },
        )}
        hideDetails
      />
    );
  }
  return <SummaryView incident={summary.data} className={className} />;
}
