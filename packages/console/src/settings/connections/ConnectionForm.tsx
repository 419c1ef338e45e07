import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { connectionSchema, from, type Connection } from '@mission-control/api';
import { Button, ConfirmDialog, Select, Switch, Textarea, TextField, useT, useToast } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { queryKeys } from '../../routes/queryKeys';
import { errorMessageOf } from '../shared/messages';
import { Fields, Row } from '../shared/styles';
import { CONNECTION_FIELDS, TYPE_LABELS, type ConnectionField } from './connectionFields';
import {
  formStateOf,
  newFormState,
  toRow,
  validate,
  type ConnectionFormState,
  type SecretMode,
} from './connectionValues';
import type { ConnectionType } from '@mission-control/api';

export interface ConnectionFormProps {
  /** The stored connection (secrets masked) to edit; omit with `type` for a new one. */
  connection?: Connection;
  type?: ConnectionType;
  onSaved?: (connection: Connection) => void;
  onCancel?: () => void;
  onDeleted?: () => void;
}

const SECRET_MODES: ReadonlyArray<{ id: SecretMode; label: string }> = [
  { id: 'value', label: 'Value' },
  { id: 'secret', label: 'Secret' },
  { id: 'configmap', label: 'ConfigMap' },
];

/**
 * The connection form (operations §3.5): name and namespace (default
 * 'default'), the type's fields with the spec's defaults, secret fields as a
 * value or a secret/config-map reference; Save, Test (saved connections),
 * Delete with confirmation.
 */
export function ConnectionForm({ connection, type, onSaved, onCancel, onDeleted }: ConnectionFormProps) {
  const t = useT();
  const toast = useToast();
  const { client } = useConsole();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectionFormState>(() =>
    connection ? formStateOf(connection) : newFormState(type ?? 'http'),
  );
  const [submitted, setSubmitted] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const errors = validate(state);
  const shownErrors = submitted ? errors : {};
  const fields = CONNECTION_FIELDS[state.type] ?? [];

  const save = useMutation({
    mutationFn: async () => {
      const row = toRow(state);
      if (connection) {
        const [updated] = await client.db.update(from('connections').eq('id', connection.id), row, connectionSchema);
        return updated!;
      }
      const [created] = await client.db.insert('connections', row, connectionSchema);
      return created!;
    },
    onSuccess: async (saved) => {
      toast.success(t('connections.saved', 'Connection {name} saved', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings.connections() });
      onSaved?.(saved);
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  const test = useMutation({
    mutationFn: () => client.connections.test(connection!.id),
    onSuccess: (result) => toast.success(result.message || t('connections.testOk', 'Connection successful')),
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  const remove = async () => {
    await client.db.softDelete('connections', connection!.id);
    toast.success(t('resource.deleted', '{name} deleted successfully', { name: connection!.name }));
    await queryClient.invalidateQueries({ queryKey: queryKeys.settings.connections() });
    onDeleted?.();
  };

  const setValue = (key: string, value: string | boolean) =>
    setState((previous) => ({ ...previous, values: { ...previous.values, [key]: value } }));
  const setRef = (key: string, patch: Partial<ConnectionFormState['refs'][string]>) =>
    setState((previous) => ({
      ...previous,
      refs: { ...previous.refs, [key]: { mode: 'value', name: '', key: '', ...previous.refs[key], ...patch } },
    }));

  const renderField = (field: ConnectionField) => {
    const error = shownErrors[field.key];
    const common = {
      label: field.label,
      isRequired: field.required,
      isInvalid: Boolean(error),
      errorMessage: error,
    };
    if (field.kind === 'switch') {
      return (
        <Switch key={field.key} isSelected={state.values[field.key] === true} onChange={(v) => setValue(field.key, v)}>
          {field.label}
        </Switch>
      );
    }
    if (field.kind === 'select') {
      return (
        <Select
          key={field.key}
          {...common}
          options={(field.options ?? []).map((option) => ({ id: option, label: option }))}
          value={String(state.values[field.key] ?? '') || null}
          onChange={(value) => setValue(field.key, value == null ? '' : String(value))}
        />
      );
    }
    const ref = state.refs[field.key];
    const mode: SecretMode = ref?.mode ?? 'value';
    const input =
      field.kind === 'textarea' ? (
        <Textarea
          {...common}
          value={String(state.values[field.key] ?? '')}
          onChange={(value) => setValue(field.key, value)}
        />
      ) : (
        <TextField
          {...common}
          type={field.secret ? 'password' : 'text'}
          placeholder={field.placeholder}
          value={String(state.values[field.key] ?? '')}
          onChange={(value) => setValue(field.key, value)}
        />
      );
    if (!field.secret) return <div key={field.key}>{input}</div>;
    return (
      <Row key={field.key} role="group" aria-label={field.label}>
        <Select
          label={t('connections.secretSource', '{field} from', { field: field.label })}
          options={SECRET_MODES}
          value={mode}
          onChange={(value) => value != null && setRef(field.key, { mode: value as SecretMode })}
        />
        {mode === 'value' ? (
          input
        ) : (
          <>
            <TextField
              label={
                mode === 'secret'
                  ? t('connections.secretName', 'Secret name')
                  : t('connections.configMapName', 'ConfigMap name')
              }
              isRequired={field.required}
              isInvalid={Boolean(error) && !ref?.name.trim()}
              errorMessage={error}
              value={ref?.name ?? ''}
              onChange={(name) => setRef(field.key, { name })}
            />
            <TextField
              label={t('connections.secretKey', 'Key')}
              isRequired={field.required}
              isInvalid={Boolean(error) && !ref?.key.trim()}
              errorMessage={error}
              value={ref?.key ?? ''}
              onChange={(key) => setRef(field.key, { key })}
            />
          </>
        )}
      </Row>
    );
  };

  return (
    <form
      aria-label={t('connections.form', '{type} connection', { type: TYPE_LABELS[state.type] ?? state.type })}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length === 0) save.mutate();
      }}
    >
      <Fields>
        <TextField
          label={t('connections.name', 'Name')}
          isRequired
          value={state.name}
          onChange={(name) => setState((previous) => ({ ...previous, name }))}
          isInvalid={Boolean(shownErrors.name)}
          errorMessage={shownErrors.name}
        />
        <TextField
          label={t('connections.namespace', 'Namespace')}
          isRequired
          value={state.namespace}
          onChange={(namespace) => setState((previous) => ({ ...previous, namespace }))}
          isInvalid={Boolean(shownErrors.namespace)}
          errorMessage={shownErrors.namespace}
        />
        {fields.map(renderField)}
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
          <Button variant="secondary" onPress={() => test.mutate()} isDisabled={test.isPending}>
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
        onConfirm={remove}
      />
    </form>
  );
}
