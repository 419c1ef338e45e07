import type { ReactNode } from 'react';
import {
  type Key,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
} from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useT } from '../i18n/messages';
import { CountBadge, StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles';

export interface TabsProps {
  /** The selected tab id (controlled). */
  selectedKey?: Key;
  /** The tab selected first when uncontrolled. @default the first tab */
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  isDisabled?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * Tabs with arrow-key navigation (react-aria): `<Tabs><TabList aria-label>…</TabList>
 * <TabPanel id>…</TabPanel></Tabs>`. Each `Tab` may show a count badge.
 */
export function Tabs({
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  orientation,
  isDisabled,
  children,
  className,
}: TabsProps) {
  // react-aria's tab state is already controllable and also picks the first enabled
  // tab when nothing is selected, so the props pass straight through.
  return (
    <StyledTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange}
      orientation={orientation}
      isDisabled={isDisabled}
      className={className}
    >
      {children}
    </StyledTabs>
  );
}

export interface TabListProps extends Omit<AriaTabListProps<object>, 'children' | 'items' | 'dependencies'> {
  children: ReactNode;
}

export function TabList(props: TabListProps) {
  return <StyledTabList {...props} />;
}

export interface TabProps extends Omit<AriaTabProps, 'children'> {
  children: ReactNode;
  /** A number shown in a badge after the label (for example the number of failing checks). */
  count?: number;
  /**
   * Shown after the label in place of `count`: typically a `TabCount` inside a component that reads a changing
   * count from context, so that a new count renders the badge alone, not the tab (a react-aria collection item,
   * whose every render updates the tab list's collection).
   */
  badge?: ReactNode;
}

export function Tab({ children, count, badge, ...props }: TabProps) {
  return (
    <StyledTab {...props}>
      <span>{children}</span>
      {badge ?? (count !== undefined ? <TabCount count={count} /> : null)}
    </StyledTab>
  );
}

export interface TabCountProps {
  count: number;
}

/** A tab's count badge, as `Tab`'s `count` shows it: seen as a badge, heard once in words. */
export function TabCount({ count }: TabCountProps) {
  const t = useT();
  return (
    <>
      {/* The badge is visual; screen readers hear the count once, in words. */}
      <CountBadge aria-hidden="true">{count}</CountBadge>
      <VisuallyHidden>{t('tabs.count', '({count})', { count })}</VisuallyHidden>
    </>
  );
}

export type TabPanelProps = AriaTabPanelProps;

export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}

// Re-exported for typed ids in callers without another import from react-aria.
export type { Key as TabKey };
