import { useState } from 'react';
import { Button, Dialog, Select, Stack, TextField, Textarea, useT, type SelectOption } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import {
  EMPTY_CREATE,
  validateCreate,
  type CreateErrors,
  type CreateIncidentValues,
  type EvidenceKind,
} from '../model/create';
import { severityOptions, typeOptions } from '../model/linkOptions';
import { useCreateIncident, useNamedOptions } from '../queries';

export interface CreateIncidentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const NONE = '';

/**
 * "Create New Incident" (#23): title, type, severity, description, commander, linked component and a check or
 * catalog item as first evidence; the spec's messages on Create; lands on the new incident.
 */
export function CreateIncidentDialog({ isOpen, onOpenChange }: CreateIncidentDialogProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const [values, setValues] = useState<CreateIncidentValues>(EMPTY_CREATE);
  const [errors, setErrors] = useState<CreateErrors>({});
  const people = useNamedOptions('people', isOpen);
  const components = useNamedOptions('components', isOpen);
  const checks = useNamedOptions('checks', isOpen && values.evidenceKind === 'check');
  const configs = useNamedOptions('config_items', isOpen && values.evidenceKind === 'config');
  const create = useCreateIncident({
    onSuccess: (incidentId) => {
      onOpenChange(false);
      setValues(EMPTY_CREATE);
      router.navigate(routes.incident(incidentId));
    },
  });
  const set = (change: Partial<CreateIncidentValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    // Once shown, messages follow the values, so a fixed field stops saying it is wrong.
    if (Object.keys(errors).length) setErrors(validateCreate(next, t));
  };
  const submit = () => {
    const found = validateCreate(values, t);
    setErrors(found);
    if (!Object.keys(found).length) create.mutate(values);
  };
  const named = (rows: { id: string; name?: string | null }[] | undefined, none: string): SelectOption[] => [
    { id: NONE, label: none },
    ...(rows ?? []).map((row) => ({ id: row.id, label: row.name || row.id })),
  ];
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  const evidenceOptions = values.evidenceKind === 'check' ? checks.data : configs.data;
  return (
    <Dialog
      title={t('incidents.create.title', 'Create New Incident')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('incidents.create.cancel', 'Cancel')}
          </Button>
          <Button variant="primary" onPress={submit} isDisabled={create.isPending}>
            {create.isPending ? t('incidents.create.saving', 'Creating…') : t('incidents.create.submit', 'Create')}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <TextField
          label={t('incidents.create.titleField', 'Title')}
          value={values.title}
          onChange={(title) => set({ title })}
          isRequired
          isInvalid={!!errors.title}
          errorMessage={errors.title}
        />
        <Select
          label={t('incidents.create.typeField', 'Type')}
          options={typeOptions(t)}
          value={values.type || null}
          onChange={(value) => set({ type: text(value) })}
          isRequired
          isInvalid={!!errors.type}
          errorMessage={errors.type}
        />
        <Select
          label={t('incidents.create.severityField', 'Severity')}
          options={severityOptions(t)}
          value={values.severity || null}
          onChange={(value) => set({ severity: text(value) })}
          isRequired
          isInvalid={!!errors.severity}
          errorMessage={errors.severity}
        />
        <Textarea
          label={t('incidents.create.description', 'Description')}
          value={values.description}
          onChange={(description) => set({ description })}
        />
        <Select
          label={t('incidents.create.commander', 'Commander')}
          options={named(people.data, t('incidents.create.noCommander', 'No commander'))}
          value={values.commander_id}
          onChange={(value) => set({ commander_id: text(value) })}
        />
        <Select
          label={t('incidents.create.component', 'Linked component')}
          options={named(components.data, t('incidents.create.noComponent', 'No component'))}
          value={values.component_id}
          onChange={(value) => set({ component_id: text(value) })}
        />
        <Select
          label={t('incidents.create.evidenceKind', 'First evidence')}
          options={[
            { id: NONE, label: t('incidents.create.noEvidence', 'None') },
            { id: 'check', label: t('incidents.create.check', 'Check') },
            { id: 'config', label: t('incidents.create.config', 'Catalog item') },
          ]}
          value={values.evidenceKind}
          onChange={(value) => set({ evidenceKind: text(value) as EvidenceKind, evidence_id: '' })}
        />
        {values.evidenceKind ? (
          <Select
            label={
              values.evidenceKind === 'check'
                ? t('incidents.create.checkField', 'Check')
                : t('incidents.create.configField', 'Catalog item')
            }
            options={(evidenceOptions ?? []).map((row) => ({ id: row.id, label: row.name || row.id }))}
            value={values.evidence_id || null}
            onChange={(value) => set({ evidence_id: text(value) })}
            isRequired
            isInvalid={!!errors.evidence_id}
            errorMessage={errors.evidence_id}
          />
        ) : null}
      </Stack>
    </Dialog>
  );
}
