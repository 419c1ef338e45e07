import { useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, Dialog, EmptyState, IconButton, MultiSelect, useT, useToast } from '@mission-control/ui';
import { useCan } from '../../provider/ConsoleProvider';
import { PersonCell } from '../shared/PersonCell';
import { useAddTeamMembers, useRemoveTeamMember, useTeamMembers, useUsers } from '../queries';
import { Actions, Row, Toolbar } from '../shared/styles';

export interface TeamMembersProps {
  teamId: string;
  /** @default 'the team' */
  teamName?: string;
}

export const NO_TEAM_MEMBERS = "You haven't added any team members to the team yet.";

/**
 * The Members tab of a team in the resource editor (operations §2.10): members with Remove user, and
 * Add Members (a multi-select of users not yet in the team). Changes need write on rbac, as the server checks.
 */
export function TeamMembers({ teamId, teamName }: TeamMembersProps) {
  const t = useT();
  const toast = useToast();
  // Membership decides access, so the server checks it as an rbac write (resources.ts), not a database one.
  const canWrite = useCan('rbac', 'write');
  const [adding, setAdding] = useState(false);

  const members = useTeamMembers(teamId);
  const remove = useRemoveTeamMember(teamId, {
    onSuccess: (_, { name }) => toast.success(t('teams.removed', '{name} removed from team successfully', { name })),
  });

  const rows = members.data?.data ?? [];
  return (
    <section aria-label={t('teams.members', 'Members')}>
      <Toolbar>
        <span style={{ flex: 1 }} />
        {canWrite ? (
          <Button icon="plus" onPress={() => setAdding(true)}>
            {t('teams.addMembers', 'Add Members')}
          </Button>
        ) : null}
      </Toolbar>
      {members.isError ? <p role="alert">{errorMessageOf(members.error)}</p> : null}
      {members.isSuccess && rows.length === 0 ? (
        <EmptyState title={t('teams.empty', NO_TEAM_MEMBERS)} />
      ) : (
        <ul aria-label={t('teams.memberList', 'Team members')} style={{ listStyle: 'none', padding: 0 }}>
          {rows.map((member) => {
            const name = member.person?.name ?? member.person_id;
            return (
              <li key={member.person_id}>
                <Row>
                  <PersonCell person={member.person ?? member.person_id} />
                  <span style={{ flex: 1 }}>{member.person?.email ?? ''}</span>
                  {canWrite ? (
                    <IconButton
                      icon="trash"
                      aria-label={t('teams.removeUser', 'Remove user {name}', { name })}
                      onPress={() => remove.mutate({ personId: member.person_id, name })}
                      isDisabled={remove.isPending}
                    />
                  ) : null}
                </Row>
              </li>
            );
          })}
        </ul>
      )}
      {adding ? (
        <AddMembersDialog
          teamId={teamId}
          teamName={teamName}
          existing={rows.map((m) => m.person_id)}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </section>
  );
}

function AddMembersDialog({
  teamId,
  teamName,
  existing,
  onClose,
}: {
  teamId: string;
  teamName?: string;
  existing: string[];
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const [selected, setSelected] = useState<string[]>([]);
  const people = useUsers();
  const options = (people.data ?? [])
    .filter((person) => !existing.includes(person.id))
    .map((person) => ({ id: person.id, label: person.email ? `${person.name} (${person.email})` : person.name }));

  const add = useAddTeamMembers(teamId, {
    onSuccess: () => {
      const names = (people.data ?? [])
        .filter((person) => selected.includes(person.id))
        .map((person) => person.name)
        .join(', ');
      toast.success(t('teams.added', '{names} added to the team successfully', { names }));
      onClose();
    },
  });

  return (
    <Dialog
      title={t('teams.addMembersTo', 'Add Members to {team}', { team: teamName ?? t('teams.theTeam', 'the team') })}
      size="small"
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <MultiSelect
        label={t('teams.users', 'Users')}
        options={options}
        value={selected}
        onChange={(keys) => setSelected(keys.map(String))}
        placeholder={people.isPending ? t('teams.loadingUsers', 'Loading users…') : undefined}
      />
      <Actions>
        <Button onPress={onClose} isDisabled={add.isPending}>
          {t('teams.cancel', 'Cancel')}
        </Button>
        <Button
          variant="primary"
          onPress={() => add.mutate(selected)}
          isDisabled={selected.length === 0 || add.isPending}
          isLoading={add.isPending}
        >
          {t('teams.add', 'Add')}
        </Button>
      </Actions>
    </Dialog>
  );
}
