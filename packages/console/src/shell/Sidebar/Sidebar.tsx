import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, useT, VisuallyHidden } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import type { NavItem } from '../navItems';
import { Entry, Footer, List, Logo, Root } from './Sidebar.styles';

/** Below this width a click outside the sidebar collapses it. */
export const NARROW_WIDTH_PX = 1024;

export interface SidebarProps {
  main: readonly NavItem[];
  settings: readonly NavItem[];
  /** The current path, for `aria-current`. */
  currentPath: string;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Product name shown beside the logo. @default 'Mission Control' */
  productName?: string;
}

function isCurrent(href: string, path: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/** Up and down arrows move between entries, Home and End to the ends; Tab still walks them in order. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const entries = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-nav-entry]'));
  const index = entries.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? entries.length - 1
        : (index + (event.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length;
  entries[next]?.focus();
}

/** The collapsible left sidebar: logo, main entries, the Settings group and the collapse toggle. */
export function Sidebar({
  main,
  settings,
  currentPath,
  collapsed,
  onCollapsedChange,
  productName = 'Mission Control',
}: SidebarProps) {
  const t = useT();
  const homeLabel = t('shell.nav.home', '{product} home', { product: productName });
  const { router } = useConsole();
  const { Link } = router;
  const rootRef = useRef<HTMLElement>(null);
  const settingsId = useId();
  const inSettings = settings.some((item) => isCurrent(item.href, currentPath));
  const [settingsOpen, setSettingsOpen] = useState(inSettings);

  useEffect(() => {
    if (collapsed) return;
    const onPointerDown = (event: PointerEvent) => {
      if (window.innerWidth >= NARROW_WIDTH_PX) return;
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) onCollapsedChange(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [collapsed, onCollapsedChange]);

  const entry = (item: NavItem) => {
    const name = t(`shell.nav.${item.id}`, item.name);
    const current = isCurrent(item.href, currentPath);
    return (
      <li key={item.id}>
        <Entry>
          <Link
            to={item.href}
            data-nav-entry=""
            aria-current={current ? 'page' : undefined}
            title={collapsed ? name : undefined}
          >
            <Icon name={item.icon} />
            {collapsed ? <VisuallyHidden>{name}</VisuallyHidden> : <span>{name}</span>}
          </Link>
        </Entry>
      </li>
    );
  };

  const settingsName = t('shell.nav.settings', 'Settings');
  return (
    <Root
      ref={rootRef}
      aria-label={t('shell.nav.label', 'Main')}
      data-collapsed={collapsed || undefined}
      onKeyDown={moveFocus}
    >
      <Logo>
        {collapsed ? (
          // The compact mark is decoration; the name comes from the content, so axe sees no mismatch.
          <Link to="/" data-nav-entry="">
            <span aria-hidden="true">{productName.slice(0, 2).toUpperCase()}</span>
            <VisuallyHidden>{homeLabel}</VisuallyHidden>
          </Link>
        ) : (
          <Link to="/" data-nav-entry="" aria-label={homeLabel}>
            {productName}
          </Link>
        )}
      </Logo>
      <List>
        {main.map(entry)}
        {settings.length ? (
          <li>
            <Entry>
              <button
                type="button"
                data-nav-entry=""
                aria-expanded={settingsOpen}
                aria-controls={settingsId}
                title={collapsed ? settingsName : undefined}
                onClick={() => setSettingsOpen((open) => !open)}
              >
                <Icon name="settings" />
                {collapsed ? <VisuallyHidden>{settingsName}</VisuallyHidden> : <span>{settingsName}</span>}
                {collapsed ? null : <Icon name={settingsOpen ? 'chevron-up' : 'chevron-down'} />}
              </button>
            </Entry>
            {settingsOpen ? (
              <List id={settingsId} aria-label={settingsName}>
                {settings.map(entry)}
              </List>
            ) : null}
          </li>
        ) : null}
      </List>
      <Footer>
        <Entry>
          <button
            type="button"
            data-nav-entry=""
            aria-label={
              collapsed ? t('shell.nav.expand', 'Expand sidebar') : t('shell.nav.collapse', 'Collapse sidebar')
            }
            onClick={() => onCollapsedChange(!collapsed)}
          >
            <Icon name={collapsed ? 'chevron-right' : 'chevron-left'} />
          </button>
        </Entry>
      </Footer>
    </Root>
  );
}
