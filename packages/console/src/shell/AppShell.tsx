import { createContext, useCallback, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar, ErrorBoundary } from '@mission-control/ui';
import { useConsole } from '../provider/ConsoleProvider';
import { buildNav, type SidebarView } from './navItems';
import { useSidebarViews } from './useSidebarViews';
import { Sidebar } from './Sidebar/Sidebar';
import type { HelpMenuAction } from './TopBar/menus';
import { TopBar } from './TopBar/TopBar';
import { usePageTitle } from './usePageTitle';

/** Storage key of the sidebar's collapse state. */
export const SIDEBAR_COLLAPSED_KEY = 'sidebar_collapsed';

const Layout = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${cssVar('color.background')};
  color: ${cssVar('color.text')};
  font-family: ${cssVar('font.family')};
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${cssVar('space.4')};
`;

const ShellTitleContext = createContext<((title: string) => void) | null>(null);

/**
 * Pages inside an `AppShell` name themselves with this: the top bar shows the title and the document
 * title gets it with the central suffix. Outside a shell it only sets the document title.
 */
export function useShellTitle(title: string): void {
  const setTitle = useContext(ShellTitleContext);
  usePageTitle(setTitle ? null : title);
  useLayoutEffect(() => {
    setTitle?.(title);
  }, [setTitle, title]);
}

export interface AppShellProps {
  /**
   * The page title in the top bar; also the document title (with the product suffix in full mode).
   * When omitted, the page beneath names itself with `useShellTitle`.
   */
  title?: string;
  /** The document title when it should differ from the visible one. */
  documentTitle?: string;
  extra?: ReactNode;
  onRefresh?: () => void;
  isRefreshing?: boolean;
  /** The current path, for the sidebar's `aria-current`. @default window.location.pathname */
  currentPath?: string;
  /** Views flagged for the sidebar. @default those the server lists (`views_summary` where `sidebar`) */
  views?: readonly SidebarView[];
  /** Hosted mode hides Users. @default whether the provider runs hosted (has an organization) */
  hosted?: boolean;
  helpActions?: readonly HelpMenuAction[];
  children: ReactNode;
}

/** The frame every page lives in: sidebar, sticky top bar, and the content in an error boundary. */
export function AppShell({
  title,
  documentTitle,
  extra,
  onRefresh,
  isRefreshing,
  currentPath,
  views,
  hosted,
  helpActions,
  children,
}: AppShellProps) {
  const { user, features, storage, organization } = useConsole();
  const [pageTitle, setPageTitle] = useState('');
  const shownTitle = title ?? pageTitle;
  usePageTitle(documentTitle ?? shownTitle);
  const [collapsed, setCollapsed] = useState(() => storage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true');
  const changeCollapsed = useCallback(
    (next: boolean) => {
      setCollapsed(next);
      storage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
    },
    [storage],
  );
  const sidebarViews = useSidebarViews(views === undefined);
  const nav = buildNav({ user, features, hosted: hosted ?? !!organization }, views ?? sidebarViews);
  const path = currentPath ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  return (
    <Layout>
      <Sidebar
        main={nav.main}
        settings={nav.settings}
        currentPath={path}
        collapsed={collapsed}
        onCollapsedChange={changeCollapsed}
      />
      <Column>
        <TopBar
          title={shownTitle}
          extra={extra}
          onRefresh={onRefresh}
          isRefreshing={isRefreshing}
          helpActions={helpActions}
        />
        <Content>
          <ErrorBoundary resetKeys={[path]}>
            <ShellTitleContext.Provider value={setPageTitle}>{children}</ShellTitleContext.Provider>
          </ErrorBoundary>
        </Content>
      </Column>
    </Layout>
  );
}
