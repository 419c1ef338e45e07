import { useEffect, useState } from 'react';
import { parse, stringify } from 'yaml';
import { Button, Checkbox, Select, Textarea, TextField, useT } from '@mission-control/ui';
import { sourceNote } from '../model/resourceKinds';
import { EDITOR_SCHEDULES } from '../ResourceEditor/ResourceEditor';
import { Fields, Muted, Row } from '../shared/styles';
import { FormButtons, ServerError, SourceBanner } from './FormParts';
import { RetentionFields } from './RetentionFields';
import {
  buildScraperSpec,
  emptyScraperDraft,
  SCRAPER_FIELDS,
  SCRAPER_TYPE_LABELS,
  SCRAPER_TYPES,
  scraperDraftOf,
  scraperErrors,
  type ScraperDraft,
  type ScraperType,
} from './scraperSpec';
import type { IntegrationFormProps } from './TopologyForm';
import { useIntegration } from './useIntegration';

/**
 * The catalog scraper form (operations §3.10): name, one of the 11 spec
 * types with its fields (the required ones of §5 marked), schedule and
 * retention. Saving writes a `config_scrapers` row whose spec keeps whatever
 * else the stored spec had.
 */
export function ScraperForm({ id, onDone, onCancel, onBack }: IntegrationFormProps) {
  const t = useT();
  const { existing, row, save, remove } = useIntegration('scrapers', id, onDone);
  const [draft, setDraft] = useState<ScraperDraft>(() => emptyScraperDraft());
  const [submitted, setSubmitted] = useState(false);
  const [yamlError, setYamlError] = useState<{ key: string; message: string }>();
  useEffect(() => {
    if (row) setDraft(scraperDraftOf(row, (value) => stringify(value)));
  }, [row]);

  if (id && existing.isPending) return <Muted>{t('loading', 'Loading…')}</Muted>;
  if (id && existing.isError) return <ServerError error={existing.error} />;
  if (id && !row) return <p role="alert">{t('resources.notFound', 'No details found')}</p>;

  const editable = sourceNote(row ?? { source: 'UI' }).kind === 'edit';
  const errors = submitted ? scraperErrors(draft, t('form.required', 'This field is required')) : {};
  if (yamlError) errors[yamlError.key] = yamlError.message;
  const fieldError = (key: string) => (errors[key] ? { isInvalid: true, errorMessage: errors[key] } : {});
  const setValue = (key: string, value: string | boolean) =>
    setDraft((previous) => ({ ...previous, values: { ...previous.values, [key]: value } }));

  const submit = () => {
    setSubmitted(true);
    setYamlError(undefined);
    if (Object.keys(scraperErrors(draft, 'required')).length > 0) return;
    let spec: Record<string, unknown>;
    let failedKey = '';
    try {
      spec = buildScraperSpec(draft, row?.spec, (text) => {
        failedKey = SCRAPER_FIELDS[draft.type].find((field) => draft.values[field.key] === text)?.key ?? '';
        return parse(text) as unknown;
      });
    } catch (error) {
      setYamlError({ key: failedKey, message: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
      return;
    }
    const body: Record<string, unknown> = { name: draft.name.trim(), spec };
    if (!id) body.source = 'UI';
    save.mutate(body);
  };

  return (
    <Fields>
      <SourceBanner row={row} />
      <TextField
        label={t('integrations.form.name', 'Name')}
        isRequired
        isReadOnly={!editable}
        value={draft.name}
        onChange={(name) => setDraft((previous) => ({ ...previous, name }))}
        {...fieldError('name')}
      />
      <Select
        label={t('integrations.scraper.type', 'Scraper type')}
        isRequired
        isDisabled={!editable}
        options={SCRAPER_TYPES.map((type) => ({ id: type, label: SCRAPER_TYPE_LABELS[type] }))}
        value={draft.type}
        ignoreClearedValue
        onChange={(type) => {
          if (type) setDraft((previous) => ({ ...previous, type: type as ScraperType, values: {} }));
        }}
      />
      <Select
        label={t('integrations.scraper.schedule', 'Schedule')}
        isDisabled={!editable}
        isClearable
        options={EDITOR_SCHEDULES.map((schedule) => ({ id: schedule, label: schedule }))}
        value={draft.schedule || null}
        onChange={(schedule) => setDraft((previous) => ({ ...previous, schedule: schedule ? String(schedule) : '' }))}
      />
      {SCRAPER_FIELDS[draft.type].map((field) => {
        const value = draft.values[field.key];
        if (field.kind === 'boolean') {
          return (
            <Checkbox
              key={`${draft.type}.${field.key}`}
              isReadOnly={!editable}
              isSelected={value === true}
              onChange={(selected) => setValue(field.key, selected)}
            >
              {field.label}
            </Checkbox>
          );
        }
        const Input = field.kind === 'yaml' || field.kind === 'multiline' ? Textarea : TextField;
        return (
          <Input
            key={`${draft.type}.${field.key}`}
            label={field.label}
            isRequired={field.required ?? false}
            isReadOnly={!editable}
            {...(field.placeholder ? { placeholder: field.placeholder } : {})}
            {...(field.kind === 'list'
              ? { description: t('integrations.scraper.listHint', 'Comma-separated') }
              : field.kind === 'yaml'
                ? { description: t('integrations.scraper.yamlHint', 'YAML') }
                : {})}
            value={typeof value === 'string' ? value : ''}
            onChange={(next: string) => setValue(field.key, next)}
            {...fieldError(field.key)}
          />
        );
      })}
      <RetentionFields
        changes={draft.changes}
        types={draft.types}
        onChanges={(changes) => setDraft((previous) => ({ ...previous, changes }))}
        onTypes={(types) => setDraft((previous) => ({ ...previous, types }))}
        errors={errors}
      />
      <ServerError error={save.error} />
      {editable ? (
        <FormButtons
          isEdit={Boolean(id)}
          isPending={save.isPending}
          onSubmit={submit}
          onCancel={onCancel}
          {...(onBack ? { onBack } : {})}
          onDelete={async () => {
            await remove(row?.name ?? draft.name);
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
  );
}
