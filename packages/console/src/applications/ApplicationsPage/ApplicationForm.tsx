import { useState } from 'react';
import type { ApplicationRow } from '@mission-control/api';
import { Button, InlineAlert, TextField, Textarea, useT } from '@mission-control/ui';
import { nameProblem, parseSpecYaml, specToYaml } from '../model';
import { useSaveApplication } from '../queries';
import { Actions, FormGrid } from '../styles';

export interface ApplicationFormProps {
  /** The application to edit; null for a new one. */
  application: ApplicationRow | null;
  /** Without it the fields are read-only and there is no Save (a viewer opening the spec). */
  canWrite: boolean;
  onDone: () => void;
}

const EXAMPLE = `description: What the application does
type: Web service
mapping:
  logins:
    - types: [Postgres::Database]
      name: orders
  datasources:
    - types: [Postgres::Database]
      name: orders
`;

/** The add/edit form (reference §4.3): name, namespace and the spec as YAML, checked here and again by the server. */
export function ApplicationForm({ application, canWrite, onDone }: ApplicationFormProps) {
  const t = useT();
  const [name, setName] = useState(application?.name ?? '');
  const [namespace, setNamespace] = useState(application?.namespace ?? 'default');
  const [yaml, setYaml] = useState(application ? specToYaml(application.spec) : EXAMPLE);
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveApplication({ onSuccess: onDone });
  const nameError = nameProblem(t('applications.form.name', 'Name'), name);
  const namespaceError = nameProblem(t('applications.form.namespace', 'Namespace'), namespace);
  const parsed = parseSpecYaml(yaml);
  const specError = 'problem' in parsed ? parsed.problem : null;
  const submit = () => {
    setSubmitted(true);
    if (nameError || namespaceError || !('spec' in parsed)) return;
    save.mutate({ id: application?.id, name, namespace, spec: parsed.spec });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormGrid>
        <TextField
          label={t('applications.form.name', 'Name')}
          value={name}
          onChange={setName}
          isRequired
          isReadOnly={!canWrite}
          isInvalid={submitted && !!nameError}
          errorMessage={nameError}
        />
        <TextField
          label={t('applications.form.namespace', 'Namespace')}
          value={namespace}
          onChange={setNamespace}
          isRequired
          isReadOnly={!canWrite}
          isInvalid={submitted && !!namespaceError}
          errorMessage={namespaceError}
        />
        <Textarea
          label={t('applications.form.spec', 'Spec (YAML)')}
          value={yaml}
          onChange={setYaml}
          rows={16}
          isReadOnly={!canWrite}
          isInvalid={submitted && !!specError}
          errorMessage={specError}
          description={t(
            'applications.form.specHelp',
            'description, type, properties, mapping (logins, datasources, environments, roles, accessReviews) and sections',
          )}
        />
        {save.isError ? <InlineAlert tone="danger">{t('applications.form.failed', 'Not saved')}</InlineAlert> : null}
        <Actions>
          {canWrite ? (
            <Button type="submit" variant="primary" isLoading={save.isPending}>
              {t('applications.form.save', 'Save')}
            </Button>
          ) : null}
          <Button onPress={onDone}>
            {canWrite ? t('applications.form.cancel', 'Cancel') : t('applications.form.close', 'Close')}
          </Button>
        </Actions>
      </FormGrid>
    </form>
  );
}
