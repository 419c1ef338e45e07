import { useEffect, useState } from 'react';
import { Button, Textarea, TextField, useT } from '@mission-control/ui';
import { useCan } from '../../../provider/ConsoleProvider';
import { sourceNote } from '../../model/resourceKinds';
import { Fields, Muted, Row } from '../../shared/styles';
import { FormButtons, ServerError, SourceBanner } from '../FormParts';
import { editYamlField, labelsError, yamlField, type IntegrationRow, type YamlField } from '../model/integrationRows';
import { useIntegration } from '../queries';

export interface IntegrationFormProps {
  /** The item to edit; omit to add one. */
  id?: string;
  /** After a save (with the saved row) or a delete (no row). */
  onDone: (row?: IntegrationRow) => void;
  /** Cancel: leave without saving. */
  onCancel: () => void;
  /** Back to the previous step (the Add Integration tiles); hidden when omitted. */
  onBack?: () => void;
}

/**
 * The topology form (operations §2.5): name, namespace (default 'default'),
 * labels and a YAML spec; Save or Update ('Saving'/'Updating'), Back, Cancel,
 * Delete for existing items, and the source banner. Save is disabled while
 * the form is invalid; invalid YAML is reported and the previous value kept.
 */
export function TopologyForm({ id, onDone, onCancel, onBack }: IntegrationFormProps) {
  const t = useT();
  const canWrite = useCan('topologies', 'write');
  const { existing, row, save, remove } = useIntegration('topologies', id, onDone);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [namespace, setNamespace] = useState('default');
  const [labels, setLabels] = useState<YamlField>(() => yamlField(null));
  const [spec, setSpec] = useState<YamlField>(() => yamlField(null));
  useEffect(() => {
    if (!row) return;
    setName(row.name ?? '');
    setNamespace(row.namespace ?? 'default');
    setLabels(yamlField(row.labels));
    setSpec(yamlField(row.spec));
  }, [row]);

  if (id && existing.isPending) return <Muted>{t('loading', 'Loading…')}</Muted>;
  if (id && existing.isError) return <ServerError error={existing.error} />;
  if (id && !row) return <p role="alert">{t('resources.notFound', 'No details found')}</p>;

  // Saving and deleting need write on topologies, as the server checks; without it the form only shows.
  const editable = sourceNote(row ?? { source: 'UI' }).kind === 'edit' && canWrite;
  const required = t('form.required', 'This field is required');
  const nameError = touched && !name.trim() ? required : undefined;
  const labelsMessage = labels.error ?? labelsError(labels.value);
  const invalid = !name.trim() || Boolean(labelsMessage) || Boolean(spec.error);
  const onYaml = (setter: (field: YamlField) => void, previous: YamlField) => (text: string) =>
    setter(editYamlField(text, previous));
  const submit = () => {
    setTouched(true);
    if (invalid) return;
    const body: Record<string, unknown> = {
      name: name.trim(),
      namespace: namespace.trim() || 'default',
      labels: labels.value ?? {},
      spec: spec.value ?? {},
    };
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
        value={name}
        onChange={(next) => {
          setName(next);
          setTouched(true);
        }}
        isInvalid={Boolean(nameError)}
        errorMessage={nameError}
      />
      <TextField
        label={t('integrations.form.namespace', 'Namespace')}
        placeholder="default"
        isReadOnly={!editable}
        value={namespace}
        onChange={setNamespace}
      />
      <Textarea
        label={t('integrations.form.labels', 'Labels')}
        description={t('integrations.form.labelsHint', 'YAML map, e.g. team: platform')}
        isReadOnly={!editable}
        value={labels.text}
        onChange={onYaml(setLabels, labels)}
        isInvalid={Boolean(labelsMessage)}
        errorMessage={labelsMessage}
      />
      <Textarea
        label={t('integrations.form.spec', 'Spec')}
        rows={10}
        isReadOnly={!editable}
        value={spec.text}
        onChange={onYaml(setSpec, spec)}
        isInvalid={Boolean(spec.error)}
        errorMessage={spec.error}
      />
      <ServerError error={save.error} />
      {editable ? (
        <FormButtons
          isEdit={Boolean(id)}
          isPending={save.isPending}
          isDisabled={invalid}
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
