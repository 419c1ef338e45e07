import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { parse, stringify } from 'yaml';
import { Button, Form, useT } from '@mission-control/ui';
import { SpecField, specResolver, useClearDependents, type FieldSpec } from '../../../shared/fields';
import { useCan } from '../../../provider/ConsoleProvider';
import { sourceNote } from '../../model/resourceKinds';
import { EDITOR_SCHEDULES } from '../../ResourceEditor/ResourceEditor';
import { Fields, Muted, Row } from '../../shared/styles';
import { FormButtons, ServerError, SourceBanner } from '../FormParts';
import type { IntegrationRow } from '../model/integrationRows';
import {
  draftOfForm,
  formOfDraft,
  scraperFieldPath,
  scraperFormErrors,
  type ScraperFormValues,
} from '../model/scraperForm';
import {
  buildScraperSpec,
  emptyScraperDraft,
  SCRAPER_FIELDS,
  SCRAPER_TYPE_LABELS,
  SCRAPER_TYPES,
  scraperDraftOf,
  type ScraperField,
} from '../model/scraperSpec';
import { useIntegration } from '../queries';
import type { IntegrationFormProps } from '../TopologyForm/TopologyForm';
import { RetentionFields } from './RetentionFields';

/** The props of the scraper form: the settings integration forms' own (`IntegrationFormProps`). */
export type ScraperFormProps = IntegrationFormProps;

const NAME: FieldSpec<never> = { name: 'name', label: 'Name', kind: 'text', required: true };
/** Another type starts with its own fields empty (operations §3.10). */
const TYPE: FieldSpec<never> = {
  name: 'type',
  label: 'Scraper type',
  kind: 'select',
  required: true,
  options: SCRAPER_TYPES.map((type) => ({ id: type, label: SCRAPER_TYPE_LABELS[type] })),
  clears: ['fields.'],
};
/** What the type clears, at their form paths (checkboxes are cleared to false). */
const CLEARED: readonly FieldSpec<never>[] = [
  TYPE,
  ...SCRAPER_TYPES.flatMap((type) =>
    SCRAPER_FIELDS[type].map((field) => ({ ...field, name: scraperFieldPath(field.name) }) as FieldSpec<never>),
  ),
];
const pathOf = (name: string) => name as FieldPath<ScraperFormValues>;
const flat = (all: Partial<ScraperFormValues>): Record<string, unknown> => ({
  type: all.type,
  ...Object.fromEntries(Object.entries(all.fields ?? {}).map(([key, value]) => [`fields.${key}`, value])),
});
const SCHEDULE: FieldSpec<never> = { name: 'schedule', label: 'Schedule', kind: 'select', options: EDITOR_SCHEDULES };

/**
 * The catalog scraper form (operations §3.10): name, one of the 11 spec
 * types with its fields (the required ones of §5 marked), schedule and
 * retention. Saving writes a `config_scrapers` row whose spec keeps whatever
 * else the stored spec had.
 */
export function ScraperForm({ id, onDone, onCancel, onBack }: ScraperFormProps) {
  const t = useT();
  const integration = useIntegration('scrapers', id, onDone);
  const { existing, row } = integration;
  if (id && existing.isPending) return <Muted>{t('loading', 'Loading…')}</Muted>;
  if (id && existing.isError) return <ServerError error={existing.error} />;
  if (id && !row) return <p role="alert">{t('resources.notFound', 'No details found')}</p>;
  return (
    <ScraperEditor
      key={row?.id ?? 'new'}
      id={id}
      row={row}
      integration={integration}
      onDone={onDone}
      onCancel={onCancel}
      onBack={onBack}
    />
  );
}

function ScraperEditor({
  id,
  row,
  integration: { save, remove },
  onDone,
  onCancel,
  onBack,
}: ScraperFormProps & { row: IntegrationRow | undefined; integration: ReturnType<typeof useIntegration> }) {
  const t = useT();
  const canWrite = useCan('config_scrapers', 'write');
  const [defaultValues] = useState(() =>
    formOfDraft(row ? scraperDraftOf(row, (value) => stringify(value)) : emptyScraperDraft()),
  );
  const [resolver] = useState(() =>
    specResolver<ScraperFormValues>((values) =>
      scraperFormErrors(values, t('form.required', 'This field is required')),
    ),
  );
  const form = useForm<ScraperFormValues>({ defaultValues, resolver });
  const type = useWatch({ control: form.control, name: 'type' });
  useClearDependents(form, CLEARED, pathOf, flat);

  // Saving and deleting need write on config_scrapers, as the server checks; without it the form only shows.
  const editable = sourceNote(row ?? { source: 'UI' }).kind === 'edit' && canWrite;

  const submit = (values: ScraperFormValues) => {
    const draft = draftOfForm(values);
    let spec: Record<string, unknown>;
    let failed: ScraperField | undefined;
    try {
      spec = buildScraperSpec(draft, row?.spec, (text) => {
        failed = SCRAPER_FIELDS[draft.type].find((field) => draft.values[field.name] === text);
        return parse(text) as unknown;
      });
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      form.setError(failed ? scraperFieldPath(failed.name) : 'root', { type: 'yaml', message });
      return;
    }
    const body: Record<string, unknown> = { name: draft.name.trim(), spec };
    if (!id) body.source = 'UI';
    save.mutate(body);
  };

  const hint = (field: ScraperField) =>
    field.kind === 'list'
      ? t('integrations.scraper.listHint', 'Comma-separated')
      : field.yaml
        ? t('integrations.scraper.yamlHint', 'YAML')
        : undefined;

  return (
    <Form form={form} onSubmit={submit}>
      <Fields>
        <SourceBanner row={row} />
        <SpecField<ScraperFormValues> spec={NAME} label={t('integrations.form.name', 'Name')} isReadOnly={!editable} />
        <SpecField<ScraperFormValues>
          spec={TYPE}
          label={t('integrations.scraper.type', 'Scraper type')}
          isDisabled={!editable}
        />
        <SpecField<ScraperFormValues>
          spec={SCHEDULE}
          label={t('integrations.scraper.schedule', 'Schedule')}
          isDisabled={!editable}
          isClearable
        />
        {SCRAPER_FIELDS[type].map((field) => (
          <SpecField<ScraperFormValues>
            key={`${type}.${field.name}`}
            spec={field}
            name={scraperFieldPath(field.name)}
            description={hint(field)}
            isReadOnly={!editable}
          />
        ))}
        <RetentionFields />
        {form.formState.errors.root?.message ? <p role="alert">{form.formState.errors.root.message}</p> : null}
        <ServerError error={save.error} />
        {editable ? (
          <FormButtons
            isEdit={Boolean(id)}
            isPending={save.isPending}
            onSubmit={() => void form.handleSubmit(submit)()}
            onCancel={onCancel}
            {...(onBack ? { onBack } : {})}
            onDelete={async () => {
              await remove(row?.name ?? form.getValues('name'));
              onDone();
            }}
          />
        ) : (
          <Row style={{ justifyContent: 'flex-end' }}>
            <Button variant="secondary" onPress={onCancel}>
              {t('action.close', 'Close')}
            </Button>
          </Row>
        )}
      </Fields>
    </Form>
  );
}
