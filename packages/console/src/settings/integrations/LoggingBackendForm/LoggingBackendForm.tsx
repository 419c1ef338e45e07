import { useEffect, useState } from 'react';
import { Button, Textarea, TextField, useT } from '@mission-control/ui';
import { useCan } from '../../../provider/ConsoleProvider';
import { Fields, Muted, Row } from '../../shared/styles';
import { FormButtons, ServerError } from '../FormParts';
import { editYamlField, labelsError, yamlField, type YamlField } from '../model/integrationRows';
import type { IntegrationFormProps } from '../TopologyForm/TopologyForm';
import { useIntegration } from '../queries';

/**
 * The logging backend form (operations §2.6): name (required), labels and a
 * YAML spec; Add or Update, plus Delete. An item with a source is managed
 * elsewhere, so the form is hidden for it.
 */
export function LoggingBackendForm({ id, onDone, onCancel, onBack }: IntegrationFormProps) {
  const t = useT();
  const canWrite = useCan('logging_backends', 'write');
  const { existing, row, save, remove } = useIntegration('logging_backends', id, onDone);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [labels, setLabels] = useState<YamlField>(() => yamlField(null));
  const [spec, setSpec] = useState<YamlField>(() => yamlField(null));
  useEffect(() => {
    if (!row) return;
    setName(row.name ?? '');
    setLabels(yamlField(row.labels));
    setSpec(yamlField(row.spec));
  }, [row]);

  if (id && existing.isPending) return <Muted>{t('loading', 'Loading…')}</Muted>;
  if (id && existing.isError) return <ServerError error={existing.error} />;
  if (id && !row) return <p role="alert">{t('resources.notFound', 'No details found')}</p>;
  if (row?.source) {
    return (
      <Fields>
        <Muted role="note">
          {t('integrations.logging.managed', 'This log backend is managed by {source} and cannot be edited here.', {
            source: row.source,
          })}
        </Muted>
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button variant="secondary" onPress={onCancel}>
            {t('action.close', 'Close')}
          </Button>
        </Row>
      </Fields>
    );
  }

  const nameError = submitted && !name.trim() ? t('form.required', 'This field is required') : undefined;
  const labelsMessage = labels.error ?? labelsError(labels.value);
  const onYaml = (setter: (field: YamlField) => void, previous: YamlField) => (text: string) =>
    setter(editYamlField(text, previous));
  const submit = () => {
    setSubmitted(true);
    if (!name.trim() || labelsMessage || spec.error) return;
    // The update sends the form values only: created_by, created_at and updated_at are left to the server.
    save.mutate({ name: name.trim(), labels: labels.value ?? {}, spec: spec.value ?? {} });
  };
  return (
    <Fields>
      <TextField
        label={t('integrations.form.name', 'Name')}
        isRequired
        value={name}
        onChange={setName}
        isInvalid={Boolean(nameError)}
        errorMessage={nameError}
      />
      <Textarea
        label={t('integrations.form.labels', 'Labels')}
        description={t('integrations.form.labelsHint', 'YAML map, e.g. team: platform')}
        value={labels.text}
        onChange={onYaml(setLabels, labels)}
        isInvalid={Boolean(labelsMessage)}
        errorMessage={labelsMessage}
      />
      <Textarea
        label={t('integrations.form.spec', 'Spec')}
        description={t(
          'integrations.logging.specHint',
          "files: entries with paths (globs under the data folder's logs/ or MC_LOG_PATHS), format (plain, json or regex), pattern (a regex with named groups) and labels",
        )}
        rows={10}
        value={spec.text}
        onChange={onYaml(setSpec, spec)}
        isInvalid={Boolean(spec.error)}
        errorMessage={spec.error}
      />
      <ServerError error={save.error} />
      {/* Add, Update and Delete need write on logging_backends, as the server checks. */}
      {canWrite ? (
        <FormButtons
          isEdit={Boolean(id)}
          isPending={save.isPending}
          labels={[
            t('action.add', 'Add'),
            t('action.update', 'Update'),
            t('action.adding', 'Adding'),
            t('action.updating', 'Updating'),
          ]}
          onSubmit={submit}
          onCancel={onCancel}
          {...(onBack ? { onBack } : {})}
          onDelete={async () => {
            await remove(row?.name ?? name);
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
