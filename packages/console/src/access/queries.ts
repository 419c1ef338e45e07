import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  accessScopeSchema,
  accessScopesQuery,
  agentsQuery,
  eventQueueQuery,
  from,
  peopleQuery,
  peopleWithRoleQuery,
  permissionQuery,
  permissionSchema,
  permissionsSummaryQuery,
  permissionSummarySchema,
  personRolesSchema,
  personSchema,
  propertiesQuery,
  teamMemberSchema,
  teamMembersQuery,
  teamSchema,
  teamsQuery,
  toCreateTokenRequest,
  type AccessScope,
  type Permission,
  type TokenFormValues,
} from '@mission-control/api';
import { useT } from '@mission-control/ui';
import * as z from 'zod/mini';
import { useConsole } from '../provider/ConsoleProvider';
import { queryKeys } from '../routes/queryKeys';
import { useWrite, type WriteOptions } from '../shared/queries';
import { agentRowSchema, eventQueueRowSchema, propertyRowSchema } from './model/rows';
import { isUser, type UserRow } from './model/users';
import { labelOf, type SearchKind } from './model/permissionOptions';

// Every read and write of the access screens. Keys come from the area's branch of `queryKeys`; a refused
// write toasts the server's sentence (api's errorMessageOf) and leaves the dialog open to correct it.

const keys = queryKeys.access;

// Tokens

export function useTokens() {
  const { client } = useConsole();
  return useQuery({ queryKey: keys.tokens(), queryFn: ({ signal }) => client.auth.tokens({ signal }) });
}

export function useDeleteToken(options?: WriteOptions<unknown, string>) {
  const { client } = useConsole();
  return useWrite((id: string) => client.auth.deleteToken(id), [keys.tokens()], options);
}

export function useCreateToken(options: WriteOptions<Awaited<ReturnType<CreateToken>>, TokenFormValues>) {
  const t = useT();
  const { client, user } = useConsole();
  return useWrite(
    (values: TokenFormValues) => client.auth.createToken(toCreateTokenRequest(values, user?.id ?? '')),
    [keys.tokens()],
    { ...options, fallback: t('tokens.create.failed', 'Failed to create token') },
  );
}
type CreateToken = ReturnType<typeof useConsole>['client']['auth']['createToken'];

// Permissions

export function usePermissions(params: { subject?: string; pageIndex: number; pageSize: number }) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.permissions(params),
    queryFn: ({ signal }) =>
      client.db.list(permissionsSummaryQuery(params), permissionSummarySchema, { signal, count: 'exact' }),
    placeholderData: keepPreviousData,
  });
}

/** One permission to edit, always fresh (another admin may have changed it). */
export function usePermission(id: string | null) {
  const t = useT();
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.permission(id ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await client.db.list(permissionQuery(id!), permissionSchema, { signal, count: false });
      if (!data[0]) throw new Error(t('permissions.notFound', 'Permission not found'));
      return data[0];
    },
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Adds (id null) or updates a permission; every access list refreshes, since a grant changes them all. */
export function useSavePermission(
  id: string | null,
  options: WriteOptions<Permission | undefined, { payload: Record<string, unknown> }>,
) {
  const { client } = useConsole();
  return useWrite(
    async ({ payload }: { payload: Record<string, unknown> }) => {
      if (id === null) return (await client.db.insert('permissions', payload, permissionSchema))[0];
      return (await client.db.update(from('permissions').eq('id', id), payload, permissionSchema))[0];
    },
    [keys.all],
    options,
  );
}

export function useDeletePermission(id: string | null, options: WriteOptions<unknown, void>) {
  const { client } = useConsole();
  return useWrite(() => client.db.remove(from('permissions').eq('id', id!)), [keys.all], options);
}

/** The display name of the object a permission names, until the user picks another. */
export function usePermissionLabel(kind: SearchKind, value: string | null, enabled: boolean) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.label(kind, value),
    queryFn: ({ signal }) => labelOf(client.db, kind, value!, signal),
    enabled: !!value && enabled,
  });
}

// Access scopes

export function useAccessScopes() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.accessScopes(),
    queryFn: ({ signal }) => client.db.list(accessScopesQuery(), accessScopeSchema, { signal, count: false }),
  });
}

/** The guests a scope can name. */
export function useGuests() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.guests(),
    queryFn: ({ signal }) => client.db.list(peopleWithRoleQuery('guest'), personRolesSchema, { signal, count: false }),
  });
}

export function useTeams() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.teams(),
    queryFn: ({ signal }) => client.db.list(teamsQuery(), teamSchema, { signal, count: false }),
  });
}

/** Creates (scope null) or updates an access scope from the dialog's payload. */
export function useSaveAccessScope(scope: AccessScope | null, options: WriteOptions<unknown, object>) {
  const { client, user } = useConsole();
  return useWrite(
    async (body: object) => {
      if (!scope) {
        return client.db.insert(
          'access_scopes',
          { ...body, created_by: user?.id ?? null },
          z.partial(accessScopeSchema),
        );
      }
      return client.db.update(
        from('access_scopes').eq('id', scope.id),
        { ...body, updated_at: new Date().toISOString() },
        z.partial(accessScopeSchema),
      );
    },
    [keys.accessScopes()],
    options,
  );
}

export function useDeleteAccessScope(options: WriteOptions<unknown, string>) {
  const { client } = useConsole();
  return useWrite((id: string) => client.db.softDelete('access_scopes', id), [keys.accessScopes()], options);
}

// Users and teams

/**
 * People who sign in, each with their roles: the users screen, and the people a team can add (one
 * entry per key, so both read the same rows).
 */
export function useUsers() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.people(),
    queryFn: async ({ signal }) => {
      const [people, roles] = await Promise.all([
        client.db.list(peopleQuery(), personSchema, { signal, count: false }),
        client.db.list(from('people_roles'), personRolesSchema, { signal, count: false }),
      ]);
      const rolesById = new Map(roles.data.map((row) => [row.id, row.roles]));
      return people.data
        .filter(isUser)
        .map((person): UserRow => ({ ...person, roles: rolesById.get(person.id) ?? [] }));
    },
  });
}

export function useDeleteUser(options: WriteOptions<unknown, string>) {
  const { client } = useConsole();
  return useWrite((id: string) => client.people.remove(id), [keys.people()], options);
}

/** Replaces a user's roles; the users list refreshes. */
export function useUpdateRoles(userId: string, options: WriteOptions<unknown, string[]>) {
  const { client } = useConsole();
  return useWrite(
    (roles: string[]) => client.rbac.updateRoles(userId, roles, { replace: true }),
    [keys.people()],
    options,
  );
}

export function useInviteUser<TValues extends Parameters<InviteUser>[0]>(options: WriteOptions<unknown, TValues>) {
  const { client } = useConsole();
  // The invited user is listed at once (the server creates them before emailing).
  return useWrite((values: TValues) => client.auth.inviteUser(values), [keys.people()], options);
}
type InviteUser = ReturnType<typeof useConsole>['client']['auth']['inviteUser'];

export function useTeamMembers(teamId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.teamMembers(teamId),
    queryFn: ({ signal }) => client.db.list(teamMembersQuery(teamId), teamMemberSchema, { signal, count: false }),
  });
}

export function useRemoveTeamMember(
  teamId: string,
  options: WriteOptions<unknown, { personId: string; name: string }>,
) {
  const { client } = useConsole();
  return useWrite(
    ({ personId }: { personId: string; name: string }) =>
      client.db.remove(from('team_members').eq('team_id', teamId).eq('person_id', personId)),
    [keys.teamMembers(teamId)],
    options,
  );
}

export function useAddTeamMembers(teamId: string, options: WriteOptions<unknown, string[]>) {
  const { client } = useConsole();
  return useWrite(
    (personIds: string[]) =>
      client.db.insert(
        'team_members',
        personIds.map((person_id) => ({ team_id: teamId, person_id })),
        teamMemberSchema,
        { returning: 'minimal' },
      ),
    [keys.teamMembers(teamId)],
    options,
  );
}

// Feature flags, agents, event queue

export function useProperties() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.properties(),
    queryFn: ({ signal }) => client.db.list(propertiesQuery(), propertyRowSchema, { signal, count: false }),
  });
}

/** A flag change also refreshes the shell's flags, so a disabled area leaves the sidebar at once. */
const PROPERTY_KEYS = [keys.properties(), queryKeys.console.properties()];

export function useDeleteProperty(options: WriteOptions<unknown, string>) {
  const { client } = useConsole();
  return useWrite((name: string) => client.db.remove(from('properties').eq('name', name)), PROPERTY_KEYS, options);
}

/** Creates a flag, or updates the value of `existing` (its name is the key and cannot change). */
export function useSaveProperty(existing: { name: string } | null, options: WriteOptions<unknown, PropertyInput>) {
  const { client, user } = useConsole();
  return useWrite(
    async ({ name, value }: PropertyInput) => {
      if (existing) {
        await client.db.update(
          from('properties').eq('name', existing.name),
          { value, updated_at: new Date().toISOString() },
          z.unknown(),
          { returning: 'minimal' },
        );
      } else {
        await client.db.insert('properties', { name, value, created_by: user?.id ?? null }, z.unknown(), {
          returning: 'minimal',
        });
      }
    },
    PROPERTY_KEYS,
    options,
  );
}
export interface PropertyInput {
  name: string;
  value: string;
}

/** Registered agents; the local agent is never listed (spec §3). */
export function useAgents(localAgentId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.agents(),
    queryFn: ({ signal }) => client.db.list(agentsQuery(), agentRowSchema, { signal, count: false }),
    select: (page) => page.data.filter((agent) => agent.id !== localAgentId),
  });
}

export function useGenerateAgent(options: WriteOptions<Awaited<ReturnType<GenerateAgent>>, string>) {
  const { client } = useConsole();
  return useWrite((name: string) => client.agents.generate({ name }), [keys.agents()], options);
}
type GenerateAgent = ReturnType<typeof useConsole>['client']['agents']['generate'];

export function useEventQueue() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.eventQueue(),
    queryFn: ({ signal }) => client.db.list(eventQueueQuery(), eventQueueRowSchema, { signal, count: false }),
  });
}
