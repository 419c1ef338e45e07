import type { Key } from 'react';
import { backendVersion, type MissionControlClient } from '@mission-control/api';
import { Avatar, Menu, useT, VisuallyHidden, type MenuItemSpec } from '@mission-control/ui';
import { useConsole, useRoutes } from '../../provider/ConsoleProvider';
import { loginHref } from '../../account/model/navigation';
import { useBackendVersionInfo } from '../queries';

/** The frontend version the product shows (spec §1). */
export const FRONTEND_VERSION = '1.4.56';
export const DOCS_URL = 'https://docs.flanksource.com/';

/** An entry a host adds to the help menu (e.g. the kubeconfig and MCP setup modals). */
export interface HelpMenuAction {
  id: string;
  label: string;
  onAction: () => void;
}

/** Help: external Docs, the frontend and backend versions ('NA' when missing), and host actions. */
export function HelpMenu({ actions = [] }: { actions?: readonly HelpMenuAction[] }) {
  const t = useT();
  const backend = backendVersion(useBackendVersionInfo().data);
  const items: MenuItemSpec[] = [
    { id: 'docs', label: t('shell.help.docs', 'Docs'), icon: '↗' },
    ...actions.map((action) => ({ id: `action:${action.id}`, label: action.label })),
    {
      id: 'frontend-version',
      label: t('shell.help.frontendVersion', 'Frontend version: {version}', { version: FRONTEND_VERSION }),
      isDisabled: true,
    },
    {
      id: 'backend-version',
      label: t('shell.help.backendVersion', 'Backend version: {version}', { version: backend }),
      isDisabled: true,
    },
  ];
  const onAction = (id: Key) => {
    if (id === 'docs') window.open(DOCS_URL, '_blank', 'noopener,noreferrer');
    actions.find((action) => `action:${action.id}` === id)?.onAction();
  };
  return (
    <Menu
      label="?"
      aria-label={t('shell.help.label', 'Help')}
      triggerVariant="ghost"
      placement="bottom end"
      items={items}
      onAction={onAction}
    />
  );
}

function currentPathAndQuery(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/** Signs out through the identity service and comes back to sign in with the current path and query. */
export async function signOut(client: MissionControlClient, returnTo = currentPathAndQuery()): Promise<void> {
  try {
    const flow = await client.identity.createLogoutFlow({ returnTo });
    await client.identity.logout(flow.logout_token);
  } finally {
    // A full load, so nothing fetched as this user stays in memory.
    window.location.assign(loginHref({ returnTo }));
  }
}

/** The avatar menu: Your Profile and Sign out. */
export function UserMenu() {
  const t = useT();
  const { user, client, router } = useConsole();
  const routes = useRoutes();
  if (!user) return null;
  const items: MenuItemSpec[] = [
    { id: 'profile', label: t('shell.user.profile', 'Your Profile') },
    { id: 'sign-out', label: t('shell.user.signOut', 'Sign out'), icon: '⎋' },
  ];
  return (
    <Menu
      label={
        // Named by its text, not aria-label: the visible initials are decoration, hidden from the name.
        <>
          <span aria-hidden="true">
            <Avatar name={user.name} email={user.email} src={user.avatar} size="sm" />
          </span>
          <VisuallyHidden>
            {t('shell.user.label', 'User menu for {name}', { name: user.name || user.email || '' })}
          </VisuallyHidden>
        </>
      }
      triggerVariant="ghost"
      placement="bottom end"
      items={items}
      onAction={(id) => {
        if (id === 'profile') router.navigate(routes.profileSettings());
        if (id === 'sign-out') void signOut(client);
      }}
    />
  );
}
