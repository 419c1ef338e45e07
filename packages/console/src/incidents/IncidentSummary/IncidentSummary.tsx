import { useId } from 'react';
import { DescriptionList, ErrorView, Inline, Skeleton, Text, useT } from '@mission-control/ui';
import { RelativeTime } from '../../preferences/PreferredDate';
import { CheckLink } from '../../shared/CheckLink';
import { formValuesOf, severityOptions, typeOptions } from '../model/linkOptions';
import { CardList, Description, EvidenceList, HypothesisCard, Root, Section } from './IncidentSummary.styles';
import type { IncidentSummaryData, SummaryEvidence, SummaryHypothesis } from '../model/summary';
import { useIncidentSummary } from '../queries';
import { IncidentActivity } from '../IncidentActivity';

export interface IncidentSummaryProps {
  /** The incident's row id, as in `/incidents/{id}` and the link of 'Linked to incident successfully'. */
  incidentId: string;
  className?: string;
}

/** `technical_debt` reads as `technical debt`. */
const words = (value: string | null | undefined) => (value ?? '').replace(/_/g, ' ');

function EvidenceTarget({ evidence }: { evidence: SummaryEvidence }) {
  const t = useT();
  if (evidence.check_id) {
    return (
      <CheckLink checkId={evidence.check_id}>
        {t('incidents.summary.evidenceCheck', 'Check {name}', {
          name: evidence.checks?.name || evidence.check_id,
        })}
      </CheckLink>
    );
  }
  const other: Array<[string | null | undefined, string, string]> = [
    [evidence.config_id, 'incidents.summary.evidenceConfig', 'Catalog item {id}'],
    [evidence.component_id, 'incidents.summary.evidenceComponent', 'Component {id}'],
    [evidence.config_change_id, 'incidents.summary.evidenceChange', 'Config change {id}'],
    [evidence.config_analysis_id, 'incidents.summary.evidenceAnalysis', 'Config analysis {id}'],
  ];
  const found = other.find(([id]) => Boolean(id));
  return found ? <span>{t(found[1], found[2], { id: found[0]! })}</span> : null;
}

function Hypothesis({ hypothesis }: { hypothesis: SummaryHypothesis }) {
  const t = useT();
  const headingId = useId();
  const evidences = hypothesis.evidences ?? [];
  return (
    <li>
      <HypothesisCard aria-labelledby={headingId}>
        <Inline gap={2}>
          <h4 id={headingId}>{hypothesis.title}</h4>
          <Text tone="muted" size="sm">
            {t('incidents.summary.hypothesisType', 'Type: {type}', { type: words(hypothesis.type) })}
          </Text>
          <Text tone="muted" size="sm">
            {t('incidents.summary.hypothesisStatus', 'Status: {status}', { status: words(hypothesis.status) })}
          </Text>
        </Inline>
        {evidences.length ? (
          <EvidenceList
            aria-label={t('incidents.summary.evidenceOf', 'Evidence for {title}', { title: hypothesis.title })}
          >
            {evidences.map((evidence) => (
              <li key={evidence.id} data-evidence-type={evidence.type}>
                <Inline gap={2}>
                  <strong>
                    {t('incidents.summary.evidenceType', '{type} evidence', { type: words(evidence.type) })}
                  </strong>
                  <EvidenceTarget evidence={evidence} />
                  {evidence.created_at ? (
                    <Text tone="muted" size="sm">
                      {t('incidents.summary.added', 'Added')} <RelativeTime value={evidence.created_at} />{' '}
                      {t('incidents.summary.ago', 'ago')}
                    </Text>
                  ) : null}
                </Inline>
                {evidence.description.trim() ? (
                  <Description>{evidence.description}</Description>
                ) : (
                  <Text tone="muted" size="sm">
                    {t('incidents.summary.noDescription', 'No description')}
                  </Text>
                )}
              </li>
            ))}
          </EvidenceList>
        ) : (
          <Text tone="muted" size="sm">
            {t('incidents.summary.noEvidence', 'No evidence attached yet.')}
          </Text>
        )}
      </HypothesisCard>
    </li>
  );
}

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
      <Section aria-labelledby={`${headingId}-hypotheses`}>
        <h3 id={`${headingId}-hypotheses`}>{t('incidents.summary.hypotheses', 'Hypotheses')}</h3>
        {hypotheses.length ? (
          <CardList aria-labelledby={`${headingId}-hypotheses`}>
            {hypotheses.map((hypothesis) => (
              <Hypothesis key={hypothesis.id} hypothesis={hypothesis} />
            ))}
          </CardList>
        ) : (
          <Text tone="muted" size="sm">
            {t('incidents.summary.noHypotheses', 'No hypotheses yet.')}
          </Text>
        )}
      </Section>
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
