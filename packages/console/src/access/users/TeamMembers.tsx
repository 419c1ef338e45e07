import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { from, peopleQuery, personSchema, teamMemberSchema, teamMembersQuery } from '@mission-control/api';
import { Button, Dialog, EmptyState, IconButton, MultiSelect, useT, useToast } from '@mission-control/ui';
import { useCan, useConsole } from '../../provider/ConsoleProvider';
import { PersonCell } from '../shared/PersonCell';
import { queryKeys } from '../../routes/queryKeys';
import { errorMessageOf } from '../shared/messages';
import { Actions, Row, Toolbar } from '../shared/styles';
import { isUser } from './UsersPage';

export interface TeamMembersProps {
  teamId: string;
  /** @default 'the team' */
  teamName?: string;
}

export const NO_TEAM_MEMBERS = "You haven't added any team members to the team yet.";

/**
 * The Members tab of a team in the resource editor (operations §2.10): members with Remove user, and
 * Add Members (a multi-select of users not yet in the team). Changes need write on the database area, as the server checks.
 */
export function TeamMembers({ teamId, teamName }: TeamMembersProps) {
  const t = useT();
  const toast = useToast();
  const { client } = useConsole();
  const queryClient = useQueryClient();
  // team_members is a database table on the server, so its writes follow the database area.
  const canWrite = useCan('database', 'write');
  const [adding, setAdding] = useState(false);

  const members = useQuery({
    queryKey: queryKeys.access.teamMembers(teamId),
    queryFn: ({ signal }) => client.db.list(teamMembersQuery(teamId), teamMemberSchema, { signal, count: false }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.access.teamMembers(teamId) });

  const remove = useMutation({
    mutationFn: ({ personId }: { personId: string; name: string }) =>
      client.db.remove(from('team_members').eq('team_id', teamId).eq('person_id', personId)),
    onSuccess: async (_, { name }) => {
      toast.success(t('teams.removed', '{name} removed from team successfully', { name }));
      await refresh();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
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
          onAdded={() => void refresh()}
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
  onAdded,
}: {
  teamId: string;
  teamName?: string;
  existing: string[];
  onClose: () => void;
  onAdded: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const { client } = useConsole();
  const [selected, setSelected] = useState<string[]>([]);
  const people = useQuery({
    queryKey: queryKeys.access.people(),
    queryFn: ({ signal }) => client.db.list(peopleQuery(), personSchema, { signal, count: false }),
    select: (page) => page.data.filter(isUser),
  });
  const options = (people.data ?? [])
    .filter((person) => !existing.includes(person.id))
    .map((person) => ({ id: person.id, label: person.email ? `${person.name} (${person.email})` : person.name }));

  const add = useMutation({
    mutationFn: () =>
      client.db.insert(
        'team_members',
        selected.map((person_id) => ({ team_id: teamId, person_id })),
        teamMemberSchema,
        { returning: 'minimal' },
      ),
    onSuccess: () => {
      const names = (people.data ?? [])
        .filter((person) => selected.includes(person.id))
        .map((person) => person.name)
        .join(', ');
      toast.success(t('teams.added', '{names} added to the team successfully', { names }));
      onAdded();
      onClose();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
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
          onPress={() => add.mutate()}
          isDisabled={selected.length === 0 || add.isPending}
          isLoading={add.isPending}
        >
          {t('teams.add', 'Add')}
        </Button>
      </Actions>
    </Dialog>
  );
}
