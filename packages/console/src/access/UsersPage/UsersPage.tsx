import { useMemo, useState } from 'react';
import { z } from 'zod';
import { errorMessageOf, ROLES } from '@mission-control/api';
import { Badge, Button, ConfirmDialog, Dialog, IconButton, MultiSelect, useT, useToast } from '@mission-control/ui';
import { DateTime } from '../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useCan, useConsole } from '../../provider/ConsoleProvider';
import { PersonCell } from '../shared/PersonCell';
import type { UserRow } from '../model/users';
import { useDeleteUser, useUpdateRoles, useUsers } from '../queries';
import { Actions, Heading, Page, Row, Toolbar } from '../shared/styles';
import { InviteUserDialog } from '../InviteUserDialog/InviteUserDialog';

export interface UsersPageProps {
  /** @default false */
  hideHeading?: boolean;
}

const ROLE_OPTIONS = ROLES.map((role) => ({ id: role, label: role }));

/**
 * /settings/users: people with their roles; Invite (the server emails the invitation), change roles
 * and delete, each for administrators (write on identities).
 */
export function UsersPage({ hideHeading = false }: UsersPageProps) {
  const t = useT();
  const toast = useToast();
  const { user: me } = useConsole();
  const canWrite = useCan('identities', 'write');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);

  const users = useUsers();
  const remove = useDeleteUser({ onSuccess: () => toast.success(t('users.deleted', 'User deleted')) });

  const columns = useMemo<DataTableColumn<UserRow>[]>(
    () => [
      {
        id: 'name',
        header: t('users.column.name', 'Name'),
        size: 220,
        grow: true,
        cell: ({ row }) => <PersonCell person={row} />,
      },
      { id: 'email', header: t('users.column.email', 'Email'), size: 220 },
      {
        id: 'roles',
        header: t('users.column.roles', 'Roles'),
        size: 200,
        accessor: (row) => row.roles.join(', '),
        cell: ({ row }) => (
          <Row>
            {row.roles.map((role) => (
              <Badge key={role}>{role}</Badge>
            ))}
          </Row>
        ),
      },
      {
        id: 'last_login',
        header: t('users.column.lastLogin', 'Last login'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.last_login ?? null} />,
      },
      {
        id: 'actions',
        header: t('users.column.actions', 'Actions'),
        headerHidden: true,
        sortable: false,
        resizable: false,
        size: 100,
        cell: ({ row }) =>
          canWrite ? (
            <Row>
              <IconButton
                icon="edit"
                aria-label={t('users.changeRoles', 'Change roles of {name}', { name: row.name })}
                onPress={() => setEditing(row)}
              />
              {row.id !== me?.id ? (
                <IconButton
                  icon="trash"
                  aria-label={t('users.delete', 'Delete user {name}', { name: row.name })}
                  onPress={() => setDeleting(row)}
                />
              ) : null}
            </Row>
          ) : null,
      },
    ],
    [t, canWrite, me?.id],
  );

  return (
    <Page aria-label={t('users.title', 'Users')}>
      <Toolbar>
        {hideHeading ? <span style={{ flex: 1 }} /> : <Heading>{t('users.title', 'Users')}</Heading>}
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => setInviting(true)}>
            {t('users.invite', 'Invite User')}
          </Button>
        ) : null}
      </Toolbar>
      {users.isError ? <p role="alert">{errorMessageOf(users.error)}</p> : null}
      <DataTable<UserRow>
        aria-label={t('users.table', 'Users')}
        columns={columns}
        data={users.data ?? []}
        getRowId={(row) => row.id}
        loading={users.isPending}
        pagination="none"
      />
      <InviteUserDialog isOpen={inviting} onOpenChange={setInviting} />
      {editing ? <RolesDialog user={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('users.deleteTitle', 'Delete user')}
        message={t(
          'users.deleteConfirm',
          'Are you sure you want to delete {name}? They will no longer be able to sign in.',
          {
            name: deleting?.name ?? '',
          },
        )}
        confirmLabel={t('users.deleteAction', 'Delete')}
        variant="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id).catch(() => undefined) : undefined)}
      />
    </Page>
  );
}

const rolesSchema = z.array(z.enum(ROLES)).min(1);

function RolesDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const [roles, setRoles] = useState<string[]>(
    user.roles.filter((role) => (ROLES as readonly string[]).includes(role)),
  );
  const valid = rolesSchema.safeParse(roles).success;
  const save = useUpdateRoles(user.id, {
    onSuccess: () => {
      toast.success(t('users.rolesUpdated', 'Role updated successfully'));
      onClose();
    },
  });
  return (
    <Dialog
      title={t('users.rolesTitle', 'Change roles of {name}', { name: user.name })}
      size="small"
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <MultiSelect
        label={t('users.roles', 'Roles')}
        options={ROLE_OPTIONS}
        value={roles}
        onChange={(keys) => setRoles(keys.map(String))}
        isInvalid={!valid}
        errorMessage={valid ? undefined : t('users.rolesRequired', 'Choose at least one role')}
      />
      <Actions>
        <Button onPress={onClose} isDisabled={save.isPending}>
          {t('users.cancel', 'Cancel')}
        </Button>
        <Button
          variant="primary"
          onPress={() => save.mutate(roles)}
          isDisabled={!valid || save.isPending}
          isLoading={save.isPending}
        >
          {t('users.save', 'Save')}
        </Button>
      </Actions>
    </Dialog>
  );
}
