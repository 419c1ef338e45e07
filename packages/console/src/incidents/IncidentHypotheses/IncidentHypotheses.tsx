import { useId, useState } from 'react';
import { HYPOTHESIS_STATUSES, HYPOTHESIS_TYPES } from '@mission-control/api';
import { Button, Inline, Select, Text, TextField, useT, type SelectOption } from '@mission-control/ui';
import { RelativeTime } from '../../preferences/PreferredDate';
import { useCan } from '../../provider/ConsoleProvider';
import type { SummaryHypothesis } from '../model/summary';
import { useHypothesisWrites } from '../queries';
import {
  CardList,
  Description,
  EvidenceList,
  HypothesisCard,
  Section,
} from '../IncidentSummary/IncidentSummary.styles';
import { EvidenceTarget } from './EvidenceTarget';

export interface IncidentHypothesesProps {
  incidentId: string;
  /** Oldest first, each with its evidences. */
  hypotheses: readonly SummaryHypothesis[];
}

type Translate = ReturnType<typeof useT>;

/** `technical_debt` reads as `technical debt`. */
const words = (value: string | null | undefined) => (value ?? '').replace(/_/g, ' ');
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const statusOptions = (t: Translate): SelectOption[] =>
  HYPOTHESIS_STATUSES.map((id) => ({ id, label: t(`incidents.hypothesis.status.${id}`, capitalised(id)) }));
const typeOptions = (t: Translate): SelectOption[] =>
  HYPOTHESIS_TYPES.map((id) => ({ id, label: t(`incidents.hypothesis.type.${id}`, capitalised(id)) }));

function Hypothesis({
  hypothesis,
  canWrite,
  onStatus,
}: {
  hypothesis: SummaryHypothesis;
  canWrite: boolean;
  onStatus: (status: string) => void;
}) {
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
          {canWrite ? (
            <Select
              label={t('incidents.hypothesis.statusField', 'Hypothesis status')}
              options={statusOptions(t)}
              value={hypothesis.status}
              ignoreClearedValue
              onChange={(value) => {
                if (value !== null && value !== hypothesis.status) onStatus(String(value));
              }}
            />
          ) : (
            <Text tone="muted" size="sm">
              {t('incidents.summary.hypothesisStatus', 'Status: {status}', { status: words(hypothesis.status) })}
            </Text>
          )}
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

/**
 * The incident's hypotheses (#23, operations §3.6): each with its type, its own status (proven … disproven, possible
 * on creation) and its evidence linked to what it names. Adding one and moving its status need write on incidents;
 * the server keeps the statuses to the spec's and records each change in the incident's history (migration 035).
 */
export function IncidentHypotheses({ incidentId, hypotheses }: IncidentHypothesesProps) {
  const t = useT();
  const headingId = useId();
  const canWrite = useCan('incident', 'write');
  const writes = useHypothesisWrites(incidentId);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<string>('factor');
  const add = () => {
    if (!title.trim()) return;
    writes.addHypothesis.mutate({ title: title.trim(), type }, { onSuccess: () => setTitle('') });
  };
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('incidents.summary.hypotheses', 'Hypotheses')}</h3>
      {hypotheses.length ? (
        <CardList aria-labelledby={headingId}>
          {hypotheses.map((hypothesis) => (
            <Hypothesis
              key={hypothesis.id}
              hypothesis={hypothesis}
              canWrite={canWrite}
              onStatus={(status) => writes.setHypothesisStatus.mutate({ id: hypothesis.id, status })}
            />
          ))}
        </CardList>
      ) : (
        <Text tone="muted" size="sm">
          {t('incidents.summary.noHypotheses', 'No hypotheses yet.')}
        </Text>
      )}
      {canWrite ? (
        <form
          aria-label={t('incidents.hypothesis.addForm', 'New hypothesis')}
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Inline gap={2}>
            <TextField label={t('incidents.hypothesis.title', 'Hypothesis title')} value={title} onChange={setTitle} />
            <Select
              label={t('incidents.hypothesis.typeField', 'Hypothesis type')}
              options={typeOptions(t)}
              value={type}
              ignoreClearedValue
              onChange={(value) => value !== null && setType(String(value))}
            />
            <Button type="submit" isDisabled={!title.trim() || writes.addHypothesis.isPending}>
              {t('incidents.hypothesis.add', 'Add hypothesis')}
            </Button>
          </Inline>
        </form>
      ) : null}
    </Section>
  );
}
