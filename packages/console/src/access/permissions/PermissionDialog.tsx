import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  from,
  permissionQuery,
  permissionSchema,
  resourceKindOf,
  type Permission,
  type PermissionFormInput,
} from '@mission-control/api';
import { ConfirmDialog, Dialog, Skeleton, useT, useToast } from '@mission-control/ui';
import { useCan, useConsole } from '../../provider/ConsoleProvider';
import { queryKeys } from '../../routes/queryKeys';
import { errorMessageOf } from '../shared/messages';
import { PermissionForm, type PermissionSaveInput } from './PermissionForm';

export interface PermissionDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Without an id the dialog adds a permission; with one it loads it first, then edits it. */
  id?: string | null;
  /** Starting values in add mode, e.g. a subject chosen on the page. */
  defaultValues?: Partial<PermissionFormInput>;
  onSaved?: (permission: Permission | undefined) => void;
  onDeleted?: (id: string) => void;
}

export const CRD_SOURCE = 'KubernetesCRD';

/**
 * Add Permission / Edit Permission (spec §2, §3, §5, §8). Save and Delete need write on permissions;
 * the server stamps created_by and updated_by from the signed-in user whatever the body says.
 */
export function PermissionDialog({
  isOpen,
  onOpenChange,
  id,
  defaultValues,
  onSaved,
  onDeleted,
}: PermissionDialogProps) {
  const t = useT();
  const title = id ? t('permissions.edit', 'Edit Permission') : t('permissions.add', 'Add Permission');
  return (
    <Dialog title={title} size="medium" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? (
        <PermissionDialogBody
          id={id ?? null}
          label={title}
          defaultValues={defaultValues}
          onClose={() => onOpenChange(false)}
          onSaved={onSaved}
          onDeleted={onDeleted}
        />
      ) : null}
    </Dialog>
  );
}

function PermissionDialogBody({
  id,
  label,
  defaultValues,
  onClose,
  onSaved,
  onDeleted,
}: {
  id: string | null;
  label: string;
  defaultValues?: Partial<PermissionFormInput>;
  onClose: () => void;
  onSaved?: (permission: Permission | undefined) => void;
  onDeleted?: (id: string) => void;
}) {
  const t = useT();
  const toast = useToast();
  const { client } = useConsole();
  const queryClient = useQueryClient();
  const canWrite = useCan('permissions', 'write');
  const [confirming, setConfirming] = useState(false);

  const existing = useQuery({
    queryKey: queryKeys.access.permission(id ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await client.db.list(permissionQuery(id!), permissionSchema, { signal, count: false });
      if (!data[0]) throw new Error(t('permissions.notFound', 'Permission not found'));
      return data[0];
    },
    enabled: id !== null,
    staleTime: 0,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.access.all });

  const save = useMutation({
    mutationFn: async ({ payload }: PermissionSaveInput) => {
      if (id === null) return (await client.db.insert('permissions', payload, permissionSchema))[0];
      return (await client.db.update(from('permissions').eq('id', id), payload, permissionSchema))[0];
    },
    onSuccess: async (permission) => {
      toast.success(
        id === null ? t('permissions.added', 'Permission added') : t('permissions.updated', 'Permission updated'),
      );
      await refresh();
      onSaved?.(permission);
      onClose();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  const remove = useMutation({
    mutationFn: () => client.db.remove(from('permissions').eq('id', id!)),
    onSuccess: async () => {
      toast.success(t('permissions.deleted', 'Permission deleted'));
      await refresh();
      onDeleted?.(id!);
      onClose();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  if (id !== null && existing.isPending) {
    return (
      <div role="status" aria-label={t('permissions.loading', 'Loading permission')}>
        <Skeleton height={32} />
        <Skeleton height={32} />
        <Skeleton height={32} />
      </div>
    );
  }
  if (id !== null && existing.isError) {
    return <p role="alert">{errorMessageOf(existing.error)}</p>;
  }

  const permission = existing.data;
  return (
    <>
      <PermissionForm
        label={label}
        permission={permission}
        initial={permission ? formValuesOf(permission) : { subject_type: 'person', ...defaultValues }}
        initialName={permission?.name ?? ''}
        readOnlyCrd={permission?.source === CRD_SOURCE}
        canWrite={canWrite}
        busy={save.isPending || remove.isPending}
        onSubmit={(input) => save.mutate(input)}
        onCancel={onClose}
        onDelete={permission ? () => setConfirming(true) : undefined}
      />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('permissions.deleteTitle', 'Delete Permission')}
        message={t('permissions.deleteConfirm', 'Are you sure you want to delete the permission?')}
        confirmLabel={t('permissions.delete', 'Delete')}
        variant="danger"
        onConfirm={() => remove.mutateAsync().catch(() => undefined)}
      />
    </>
  );
}

/** An existing row → the form: the subject column follows its kind, the resource kind is inferred. */
export function formValuesOf(permission: Permission): PermissionFormInput {
  const kind = (permission.subject_type ?? 'person') as PermissionFormInput['subject_type'];
  const subjectType = ['person', 'team', 'notification', 'group', 'playbook'].includes(kind ?? '') ? kind : 'person';
  return {
    id: permission.id,
    subject_type: subjectType,
    subject: permission.subject ?? null,
    person_id: permission.person_id ?? (subjectType === 'person' ? (permission.subject ?? null) : null),
    team_id: permission.team_id ?? (subjectType === 'team' ? (permission.subject ?? null) : null),
    notification_id:
      permission.notification_id ?? (subjectType === 'notification' ? (permission.subject ?? null) : null),
    resource_kind: resourceKindOf(permission),
    object: permission.object ?? null,
    config_id: permission.config_id ?? null,
    component_id: permission.component_id ?? null,
    playbook_id: permission.playbook_id ?? null,
    connection_id: permission.connection_id ?? null,
    canary_id: permission.canary_id ?? null,
    check_id: permission.check_id ?? null,
    action: permission.action,
    deny: permission.deny,
    description: permission.description ?? '',
  };
}
