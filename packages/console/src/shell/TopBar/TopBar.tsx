import { PRODUCT_NAME } from '../usePageTitle';
import type { ReactNode } from 'react';
import { styled, keyframes } from 'styled-components';
import { cssVar, IconButton, useT, VisuallyHidden } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { PreferencesMenu } from '../../preferences/PreferencesMenu';
import { useRecentNotificationCount } from '../queries';
import { HelpMenu, UserMenu, type HelpMenuAction } from './menus';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${cssVar('zIndex.sticky')};
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  min-height: 48px;
  padding: 0 ${cssVar('space.4')};
  border-bottom: 1px solid ${cssVar('color.border')};
  background: ${cssVar('color.surface')};
`;

const Title = styled.h1`
  margin: 0;
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${cssVar('font.size.lg')};
  font-weight: ${cssVar('font.weight.bold')};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.1')};

  [data-spinning] svg {
    animation: ${spin} 1s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    [data-spinning] svg {
      animation: none;
    }
  }
`;

const BellLink = styled.span`
  position: relative;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: ${cssVar('radius.sm')};
    color: ${cssVar('color.text')};
  }
  a:hover {
    background: ${cssVar('color.surfaceSunken')};
  }
  a:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

const BellCount = styled.span`
  position: absolute;
  top: -2px;
  right: -4px;
  min-width: 16px;
  padding: 0 3px;
  border-radius: 8px;
  font-size: 10px;
  line-height: 16px;
  text-align: center;
  background: ${cssVar('color.primary')};
  color: ${cssVar('color.primaryText')};
`;

function Bell() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M4 11V7a4 4 0 0 1 8 0v4l1 1.5H3L4 11Z" strokeLinejoin="round" />
      <path d="M6.5 14a1.5 1.5 0 0 0 3 0" />
    </svg>
  );
}

export interface TopBarProps {
  title: ReactNode;
  /** Page controls shown before the shell's own. */
  extra?: ReactNode;
  /** Shows a refresh button when given. */
  onRefresh?: () => void;
  /** The refresh button spins while true. */
  isRefreshing?: boolean;
  /** Extra help-menu entries (kubeconfig download, MCP setup ...). */
  helpActions?: readonly HelpMenuAction[];
}

/** The sticky top bar: title, page controls, refresh, notifications, preferences, help and the user menu. */
export function TopBar({ title, extra, onRefresh, isRefreshing = false, helpActions }: TopBarProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const { Link } = router;
  const sent = useRecentNotificationCount();
  return (
    <Bar>
      {/* Never an empty heading: while a page loads (and has not named itself yet), the product name. */}
      <Title>{title || PRODUCT_NAME}</Title>
      <Controls>
        {extra}
        {onRefresh ? (
          <span data-spinning={isRefreshing || undefined}>
            <IconButton
              icon="refresh"
              aria-label={t('shell.refresh', 'Refresh')}
              onPress={onRefresh}
              isDisabled={isRefreshing}
            />
          </span>
        ) : null}
        <BellLink>
          <Link to={routes.notifications()}>
            <Bell />
            {/* The name is the visible count's words, so what a user sees is part of what assistive tech reads. */}
            <VisuallyHidden>{t('shell.notifications', 'Notifications')}</VisuallyHidden>
            {sent ? (
              <BellCount>
                {sent > 99 ? '99+' : sent}
                <VisuallyHidden> {t('shell.notificationsSent', 'sent in the last 24 hours')}</VisuallyHidden>
              </BellCount>
            ) : null}
          </Link>
        </BellLink>
        <PreferencesMenu />
        <HelpMenu actions={helpActions} />
        <UserMenu />
      </Controls>
    </Bar>
  );
}
