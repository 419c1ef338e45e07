import { useState } from 'react';
import { errorMessageOf, resourceKindOf, type Permission, type PermissionFormInput } from '@mission-control/api';
import { ConfirmDialog, Dialog, Skeleton, useT, useToast } from '@mission-control/ui';
import { useCan } from '../../provider/ConsoleProvider';
import { useDeletePermission, usePermission, useSavePermission } from '../queries';
import { PermissionForm } from './PermissionForm';

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
  const canWrite = useCan('permissions', 'write');
  const [confirming, setConfirming] = useState(false);

  const existing = usePermission(id);
  const save = useSavePermission(id, {
    onSuccess: (permission) => {
      toast.success(
        id === null ? t('permissions.added', 'Permission added') : t('permissions.updated', 'Permission updated'),
      );
      onSaved?.(permission);
      onClose();
    },
  });
  const remove = useDeletePermission(id, {
    onSuccess: () => {
      toast.success(t('permissions.deleted', 'Permission deleted'));
      onDeleted?.(id!);
      onClose();
    },
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
