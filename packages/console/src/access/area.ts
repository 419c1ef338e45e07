import { defineArea } from '../areas/defineArea';

const root = ['access'] as const;
const settings = (name: string, icon: string, featureName: string | undefined, resourceName: string) => ({
  nav: { section: 'settings' as const, name, icon },
  ...(featureName ? { featureName } : {}),
  resourceName,
});

/** Access: who may do what (permissions, scopes, users, tokens) and the platform's own switches. */
export const accessArea = defineArea({
  id: 'access',
  pages: [
    {
      id: 'permissions',
      path: '/settings/permissions',
      title: 'Permissions',
      ...settings('Permissions', 'user', 'settings.permissions', 'permissions'),
    },
    {
      id: 'access-scopes',
      path: '/settings/access-scopes',
      title: 'Access Scopes',
      ...settings('Access Scopes', 'filter', undefined, 'access_scopes'),
    },
    {
      id: 'users',
      path: '/settings/users',
      title: 'Users',
      ...settings('Users', 'user', 'settings.users', 'identities'),
      hiddenWhenHosted: true,
    },
    { id: 'tokens', path: '/settings/tokens', title: 'Tokens', ...settings('Tokens', 'link', undefined, 'auth') },
    {
      id: 'feature-flags',
      path: '/settings/feature-flags',
      title: 'Feature Flags',
      ...settings('Feature Flags', 'settings', 'settings.feature_flags', 'properties'),
    },
    {
      id: 'agents',
      path: '/settings/agents',
      title: 'Agents',
      ...settings('Agents', 'generic', 'agents', 'agents'),
    },
    {
      id: 'event-queue',
      path: '/settings/event-queue-status',
      title: 'Event Queue',
      ...settings('Event Queue', 'more', 'settings.event_queue_status', 'database'),
    },
  ],
  keys: {
    /** Prefix of every access-screen query key, so one invalidation after a write refreshes the lists. */
    all: root,
    tokens: () => [...root, 'tokens'] as const,
    permissions: (params: object = {}) => [...root, 'permissions', params] as const,
    permission: (id: string) => [...root, 'permission', id] as const,
    accessScopes: () => [...root, 'access-scopes'] as const,
    people: () => [...root, 'people'] as const,
    guests: () => [...root, 'guests'] as const,
    teams: () => [...root, 'teams'] as const,
    teamMembers: (teamId: string) => [...root, 'team-members', teamId] as const,
    properties: () => [...root, 'properties'] as const,
    agents: () => [...root, 'agents'] as const,
    eventQueue: () => [...root, 'event-queue'] as const,
    /** The display name of one object a permission names (a person, team, playbook ...). */
    label: (kind: string, value: string | null) => [...root, 'label', kind, value] as const,
  },
});
