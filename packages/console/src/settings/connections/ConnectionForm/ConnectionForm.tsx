import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessageOf, type Connection, type ConnectionType } from '@mission-control/api';
import { Button, ConfirmDialog, Form, useT, useToast } from '@mission-control/ui';
import { SecretSpecField, SpecField, specResolver, type SecretFieldLabels } from '../../../shared/fields';
import { Fields, Row } from '../../shared/styles';
import { CONNECTION_FIELDS, TYPE_LABELS } from '../model/connectionFields';
import {
  formErrors,
  formStateOf,
  newFormState,
  toRow,
  withRefs,
  type ConnectionFormState,
} from '../model/connectionValues';
import { useDeleteConnection, useSaveConnection, useTestConnection } from '../queries';

export interface ConnectionFormProps {
  /** The stored connection (secrets masked) to edit; omit with `type` for a new one. */
  connection?: Connection;
  type?: ConnectionType;
  onSaved?: (connection: Connection) => void;
  onCancel?: () => void;
  onDeleted?: () => void;
}

// Name and namespace are form-engine fields like the type's own.
const NAME = { name: 'name', label: 'Name', kind: 'text', required: true } as const;
const NAMESPACE = { name: 'namespace', label: 'Namespace', kind: 'text', required: true } as const;
const resolver = specResolver<ConnectionFormState>(formErrors);

/**
 * The connection form (operations §3.5): name and namespace (default
 * 'default'), the type's fields with the spec's defaults, secret fields as a
 * value or a secret/config-map reference; Save, Test (saved connections),
 * Delete with confirmation.
 */
export function ConnectionForm({ connection, type, onSaved, onCancel, onDeleted }: ConnectionFormProps) {
  const t = useT();
  const toast = useToast();
  const [defaultValues] = useState<ConnectionFormState>(() =>
    withRefs(connection ? formStateOf(connection) : newFormState(type ?? 'http')),
  );
  const form = useForm<ConnectionFormState>({ defaultValues, resolver });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fields = CONNECTION_FIELDS[defaultValues.type] ?? [];
  const save = useSaveConnection(connection?.id);
  const test = useTestConnection(connection?.id);
  const remove = useDeleteConnection();

  const submit = (state: ConnectionFormState) =>
    save.mutate(toRow(state), {
      onSuccess: (saved) => {
        toast.success(t('connections.saved', 'Connection {name} saved', { name: saved.name }));
        onSaved?.(saved);
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });

  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message || t('connections.testOk', 'Connection successful')),
      onError: (error) => toast.error(errorMessageOf(error)),
    });

  const deleteConnection = async () => {
    await remove.mutateAsync(connection!.id);
    toast.success(t('resource.deleted', '{name} deleted successfully', { name: connection!.name }));
    onDeleted?.();
  };

  const secretLabels = (field: string): SecretFieldLabels => ({
    source: t('connections.secretSource', '{field} from', { field }),
    sources: { value: 'Value', secret: 'Secret', configmap: 'ConfigMap' },
    secretName: t('connections.secretName', 'Secret name'),
    configMapName: t('connections.configMapName', 'ConfigMap name'),
    key: t('connections.secretKey', 'Key'),
  });

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('connections.form', '{type} connection', {
        type: TYPE_LABELS[defaultValues.type] ?? defaultValues.type,
      })}
    >
      <Fields>
        <SpecField<ConnectionFormState> spec={NAME} label={t('connections.name', 'Name')} />
        <SpecField<ConnectionFormState> spec={NAMESPACE} label={t('connections.namespace', 'Namespace')} />
        {fields.map((field) =>
          field.secret ? (
            <SecretSpecField<ConnectionFormState>
              key={field.name}
              spec={field}
              name={`values.${field.name}`}
              refName={`refs.${field.name}`}
              labels={secretLabels(field.label)}
            />
          ) : (
            <div key={field.name}>
              <SpecField<ConnectionFormState> spec={field} name={`values.${field.name}`} />
            </div>
          ),
        )}
      </Fields>
      <Row style={{ marginTop: '1rem', justifyContent: 'flex-end' }}>
        {connection ? (
          <Button variant="danger" onPress={() => setConfirmDelete(true)}>
            {t('action.delete', 'Delete')}
          </Button>
        ) : null}
        <span style={{ flex: 1 }} />
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t('action.cancel', 'Cancel')}
          </Button>
        ) : null}
        {connection ? (
          <Button variant="secondary" onPress={runTest} isDisabled={test.isPending}>
            {test.isPending ? t('connections.testing', 'Testing') : t('connections.test', 'Test')}
          </Button>
        ) : null}
        <Button variant="primary" type="submit" isDisabled={save.isPending}>
          {save.isPending
            ? connection
              ? t('action.updating', 'Updating')
              : t('action.saving', 'Saving')
            : connection
              ? t('action.update', 'Update')
              : t('action.save', 'Save')}
        </Button>
      </Row>
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('resource.deleteTitle', 'Delete')}
        message={t('resource.deleteConfirm', 'Are you sure you want to delete this resource?')}
        confirmLabel={t('action.delete', 'Delete')}
        variant="danger"
        onConfirm={deleteConnection}
      />
    </Form>
  );
}
