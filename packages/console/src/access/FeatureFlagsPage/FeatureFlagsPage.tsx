import { useMemo, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, ConfirmDialog, Dialog, IconButton, TextField, useT, useToast } from '@mission-control/ui';
import { DateTime } from '../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useCan } from '../../provider/ConsoleProvider';
import type { PropertyRow } from '../model/rows';
import { useDeleteProperty, useProperties, useSaveProperty } from '../queries';
import { Actions, Fields, Heading, Page, Row, Toolbar } from '../shared/styles';

export interface FeatureFlagsPageProps {
  /** @default false */
  hideHeading?: boolean;
}

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * /settings/feature-flags: the properties table (`{area}.disable` and the rest), add, edit and delete.
 * A change refreshes the shell's flags so a disabled area disappears from the sidebar at once.
 */
export function FeatureFlagsPage({ hideHeading = false }: FeatureFlagsPageProps) {
  const t = useT();
  const toast = useToast();
  const canWrite = useCan('properties', 'write');
  const [editing, setEditing] = useState<PropertyRow | 'new' | null>(null);
  // A flag switches an area on or off for everyone, so removing one is confirmed like every other delete.
  const [deleting, setDeleting] = useState<PropertyRow | null>(null);

  const properties = useProperties();
  const remove = useDeleteProperty({ onSuccess: () => toast.success(t('flags.deleted', 'Feature flag deleted')) });

  const columns = useMemo<DataTableColumn<PropertyRow>[]>(
    () => [
      { id: 'name', header: t('flags.column.name', 'Name'), size: 260, grow: true },
      { id: 'value', header: t('flags.column.value', 'Value'), size: 200 },
      {
        id: 'updated_at',
        header: t('flags.column.updated', 'Updated'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.updated_at ?? row.created_at ?? null} />,
      },
      {
        id: 'actions',
        header: t('flags.column.actions', 'Actions'),
        headerHidden: true,
        sortable: false,
        resizable: false,
        size: 100,
        cell: ({ row }) =>
          canWrite ? (
            <Row>
              <IconButton
                icon="edit"
                aria-label={t('flags.edit', 'Edit {name}', { name: row.name })}
                onPress={() => setEditing(row)}
              />
              <IconButton
                icon="trash"
                aria-label={t('flags.delete', 'Delete {name}', { name: row.name })}
                onPress={() => setDeleting(row)}
              />
            </Row>
          ) : null,
      },
    ],
    [t, canWrite],
  );

  return (
    <Page aria-label={t('flags.title', 'Feature Flags')}>
      <Toolbar>
        {hideHeading ? <span style={{ flex: 1 }} /> : <Heading>{t('flags.title', 'Feature Flags')}</Heading>}
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => setEditing('new')}>
            {t('flags.add', 'Add Feature Flag')}
          </Button>
        ) : null}
      </Toolbar>
      {properties.isError ? <p role="alert">{errorMessageOf(properties.error)}</p> : null}
      <DataTable<PropertyRow>
        aria-label={t('flags.table', 'Feature flags')}
        columns={columns}
        data={properties.data?.data ?? []}
        getRowId={(row) => row.name}
        loading={properties.isPending}
        pagination="none"
      />
      {editing !== null ? (
        <FlagDialog existing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('flags.deleteTitle', 'Delete feature flag')}
        message={t('flags.deleteConfirm', 'Are you sure you want to delete the feature flag {name}?', {
          name: deleting?.name ?? '',
        })}
        confirmLabel={t('flags.deleteAction', 'Delete')}
        variant="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.name).catch(() => undefined) : undefined)}
      />
    </Page>
  );
}

function FlagDialog({ existing, onClose }: { existing: PropertyRow | null; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const [name, setName] = useState(existing?.name ?? '');
  const [value, setValue] = useState(existing?.value ?? '');
  const [submitted, setSubmitted] = useState(false);
  const nameError = !name.trim()
    ? t('flags.nameRequired', 'Name is required')
    : !NAME.test(name.trim())
      ? t('flags.nameInvalid', 'Use letters, digits, dots, dashes and underscores')
      : undefined;
  const valueError = value.trim() ? undefined : t('flags.valueRequired', 'Value is required');

  const save = useSaveProperty(existing, {
    onSuccess: () => {
      toast.success(existing ? t('flags.updated', 'Feature flag updated') : t('flags.created', 'Feature flag created'));
      onClose();
    },
  });

  const title = existing ? t('flags.editTitle', 'Edit Feature Flag') : t('flags.add', 'Add Feature Flag');
  return (
    <Dialog title={title} size="small" isOpen onOpenChange={(open) => !open && onClose()}>
      <form
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (!nameError && !valueError) save.mutate({ name: name.trim(), value: value.trim() });
        }}
      >
        <Fields>
          <TextField
            label={t('flags.name', 'Name')}
            description={t('flags.nameHint', 'For example incidents.disable')}
            value={name}
            onChange={setName}
            isRequired
            isReadOnly={!!existing}
            isInvalid={submitted && !!nameError}
            errorMessage={submitted ? nameError : undefined}
          />
          <TextField
            label={t('flags.value', 'Value')}
            value={value}
            onChange={setValue}
            isRequired
            isInvalid={submitted && !!valueError}
            errorMessage={submitted ? valueError : undefined}
          />
        </Fields>
        <Actions>
          <Button onPress={onClose} isDisabled={save.isPending}>
            {t('flags.cancel', 'Cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={save.isPending} isLoading={save.isPending}>
            {t('flags.save', 'Save')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
