import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  IncidentLinkError,
  linkToIncidentFormSchema,
  type EvidenceTarget,
  type EvidenceType,
  type HypothesisChoice,
  type Incident,
  type IncidentChoice,
  type LinkToIncidentForm,
} from '@mission-control/api';
import {
  Button,
  Combobox,
  DEFAULT_TOAST_DURATION,
  Dialog,
  Form,
  FormSelect,
  FormTextarea,
  Select,
  TextField,
  Inline,
  Stack,
  useT,
  useToast,
  type ComboboxOption,
} from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import {
  createIncidentKey,
  errorMessageOf,
  formValuesOf,
  newIncidentTitle,
  severityOptions,
  typeOptions,
} from '../model/linkOptions';
import { useIncidentHypotheses, useLinkToIncident, useSearchIncidents } from '../queries';

export interface LinkToIncidentModalProps {
  /** Open state (controlled). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What the evidence points at: one of check_id, config_id, component_id, config_change_id, config_analysis_id. */
  target: EvidenceTarget;
  /** @default 'check' */
  type?: EvidenceType;
  /** The evidence's own payload (`evidences.evidence`). @default {} */
  evidence?: Record<string, unknown>;
  /** Called with true once the evidence is linked, with false when linking the evidence failed. */
  onLinked?: (success: boolean) => void;
}

type FormInput = z.input<typeof linkToIncidentFormSchema>;
type IncidentOption = ComboboxOption & { incident?: Incident };

/** The Select key of 'New hypothesis…' (a hypothesis id is a uuid). */
const NEW_HYPOTHESIS = 'new-hypothesis';

const EMPTY_FORM: FormInput = {
  incident_id: null,
  new_incident_title: null,
  hypothesis_id: null,
  new_hypothesis_title: null,
  severity: '',
  type: '',
  description: '',
};

/**
 * 'Link to Incident' (operations §2.9, §5): pick an incident or type a new title and
 * choose 'Create "…"', pick a hypothesis of an existing incident or start a new one,
 * set severity and type, and link. A new incident gets a root hypothesis of the same title.
 */
export function LinkToIncidentModal({
  isOpen,
  onOpenChange,
  target,
  type = 'check',
  evidence,
  onLinked,
}: LinkToIncidentModalProps) {
  const t = useT();
  return (
    <Dialog
      title={t('incidents.link.title', 'Link to Incident')}
      size="small"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {isOpen ? (
        <LinkToIncidentForm
          target={target}
          type={type}
          evidence={evidence}
          onLinked={onLinked}
          onClose={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function LinkToIncidentForm({
  target,
  type,
  evidence,
  onLinked,
  onClose,
}: Omit<LinkToIncidentModalProps, 'isOpen' | 'onOpenChange'> & { type: EvidenceType; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const formId = useId();
  const { router, routes } = useConsole();
  const form = useForm<FormInput, unknown, LinkToIncidentForm>({
    resolver: zodResolver(linkToIncidentFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const incidentId = useWatch({ control: form.control, name: 'incident_id' });
  const newHypothesisTitle = useWatch({ control: form.control, name: 'new_hypothesis_title' });
  const [hypothesisChoice, setHypothesisChoice] = useState<string | null>(null);

  const hypotheses = useIncidentHypotheses(incidentId);
  const searchIncidents = useSearchIncidents();

  const loadIncidents = async (text: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
    const data = await searchIncidents(text, signal);
    const options: IncidentOption[] = data.map((incident) => ({
      id: incident.id,
      label: incident.title,
      description: [incident.incident_id, incident.status].filter(Boolean).join(' · ') || undefined,
      incident,
    }));
    const title = text.trim();
    if (!data.some((incident) => incident.title.trim().toLowerCase() === title.toLowerCase())) {
      options.push({ id: createIncidentKey(title), label: t('incidents.link.create', 'Create "{title}"', { title }) });
    }
    return options;
  };

  const chooseIncident = (key: string | null, option: IncidentOption | null) => {
    const title = key === null ? null : newIncidentTitle(key);
    form.setValue('incident_id', key !== null && title === null ? key : null);
    form.setValue('new_incident_title', title);
    form.setValue('hypothesis_id', null);
    form.setValue('new_hypothesis_title', null);
    setHypothesisChoice(null);
    // An existing incident's severity and type fill the fields the user has not set.
    if (option?.incident) {
      const current = form.getValues();
      const fromIncident = formValuesOf(option.incident);
      if (!current.severity && fromIncident.severity) form.setValue('severity', fromIncident.severity);
      if (!current.type && fromIncident.type) form.setValue('type', fromIncident.type);
    }
    // After a failed submit the messages follow the new values (severity and type may have been filled).
    if (form.formState.isSubmitted) void form.trigger();
  };

  const chooseHypothesis = (key: string | null) => {
    setHypothesisChoice(key);
    form.setValue('hypothesis_id', key !== null && key !== NEW_HYPOTHESIS ? key : null);
    if (key !== NEW_HYPOTHESIS) form.setValue('new_hypothesis_title', null);
    if (form.formState.isSubmitted) void form.trigger('hypothesis_id');
  };

  const link = useLinkToIncident();

  const showLinked = (result: { incidentId: string }) => {
    const href = routes.incident(result.incidentId);
    toast.success(
      <>
        <span>{t('incidents.link.success', 'Linked to incident successfully')}</span>{' '}
        <router.Link to={href}>{t('incidents.link.view', 'View incident')}</router.Link>
      </>,
      { placement: 'top-right', duration: DEFAULT_TOAST_DURATION },
    );
    onLinked?.(true);
    onClose();
  };

  const onFailed = (error: unknown) => {
    if (error instanceof IncidentLinkError && error.stage !== 'evidence') {
      // Operations §8: an incident or hypothesis that could not be created is logged, not shown.
      console.error(`Could not create the ${error.stage} for the evidence link`, error.cause);
      return;
    }
    onLinked?.(false);
    toast.error(errorMessageOf(error instanceof IncidentLinkError ? error.cause : error));
  };

  const submit = (values: LinkToIncidentForm) => {
    const incident: IncidentChoice = values.incident_id
      ? { id: values.incident_id }
      : { title: values.new_incident_title ?? '', severity: values.severity, type: values.type };
    const hypothesis: HypothesisChoice | undefined = !values.incident_id
      ? undefined
      : values.hypothesis_id
        ? { id: values.hypothesis_id }
        : { title: values.new_hypothesis_title ?? '' };
    link.mutate(
      { incident, hypothesis, target, type, evidence, description: values.description.trim() },
      { onSuccess: showLinked, onError: onFailed },
    );
  };

  const errors = form.formState.errors;
  const hypothesisOptions = [
    ...(hypotheses.data?.data ?? []).map((h) => ({ id: h.id, label: h.title, description: `${h.type} · ${h.status}` })),
    { id: NEW_HYPOTHESIS, label: t('incidents.link.newHypothesis', 'New hypothesis…') },
  ];
  const saving = link.isPending;

  return (
    <Form form={form} onSubmit={submit} id={formId} aria-label={t('incidents.link.title', 'Link to Incident')}>
      <Stack gap={3}>
        <Combobox
          label={t('incidents.link.incident', 'Incident')}
          placeholder={t('incidents.link.incidentPlaceholder', 'Search incidents or type a new title')}
          description={t('incidents.link.incidentHint', 'Pick an incident, or type a title and choose Create.')}
          loadOptions={loadIncidents}
          onChange={(key, option) => chooseIncident(key === null ? null : String(key), option as IncidentOption | null)}
          isRequired
          isInvalid={!!errors.incident_id}
          errorMessage={errors.incident_id?.message}
          isDisabled={saving}
        />
        {incidentId ? (
          <>
            <Select
              label={t('incidents.link.hypothesis', 'Hypothesis')}
              placeholder={
                hypotheses.isPending
                  ? t('incidents.link.hypothesesLoading', 'Loading hypotheses…')
                  : t('incidents.link.hypothesisPlaceholder', 'Select a hypothesis')
              }
              options={hypothesisOptions}
              value={hypothesisChoice}
              onChange={(key) => chooseHypothesis(key === null ? null : String(key))}
              isRequired
              isInvalid={!!errors.hypothesis_id && hypothesisChoice !== NEW_HYPOTHESIS}
              errorMessage={hypothesisChoice !== NEW_HYPOTHESIS ? errors.hypothesis_id?.message : undefined}
              description={
                hypotheses.isError ? t('incidents.link.hypothesesFailed', 'Could not load hypotheses') : undefined
              }
              isDisabled={saving}
            />
            {hypothesisChoice === NEW_HYPOTHESIS ? (
              <TextField
                label={t('incidents.link.hypothesisTitle', 'New hypothesis title')}
                value={newHypothesisTitle ?? ''}
                onChange={(value) => {
                  form.setValue('new_hypothesis_title', value);
                  if (form.formState.isSubmitted) void form.trigger('hypothesis_id');
                }}
                isRequired
                autoFocus
                isInvalid={!!errors.hypothesis_id}
                errorMessage={errors.hypothesis_id?.message}
                isDisabled={saving}
              />
            ) : null}
          </>
        ) : null}
        <FormSelect<FormInput>
          name="severity"
          label={t('incidents.link.severity', 'Severity')}
          options={severityOptions(t)}
          isRequired
          isDisabled={saving}
        />
        <FormSelect<FormInput>
          name="type"
          label={t('incidents.link.type', 'Type')}
          options={typeOptions(t)}
          isRequired
          isDisabled={saving}
        />
        <FormTextarea<FormInput>
          name="description"
          label={t('incidents.link.description', 'Description')}
          rows={3}
          isDisabled={saving}
        />
      </Stack>
      {/* Cancel and Link under the fields, the primary action last. */}
      <Inline gap={2} justify="end" style={{ marginTop: 'var(--mc-space-4)' }}>
        <Button onPress={onClose} isDisabled={saving}>
          {t('incidents.link.cancel', 'Cancel')}
        </Button>
        <Button type="submit" variant="primary" isDisabled={saving}>
          {saving ? t('incidents.link.linking', 'Linking..') : t('incidents.link.submit', 'Link')}
        </Button>
      </Inline>
    </Form>
  );
}
