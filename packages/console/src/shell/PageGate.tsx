import type { ReactNode } from 'react';
import { EmptyState, useT } from '@mission-control/ui';
import type { AreaPage } from '../areas/defineArea';
import { useCan } from '../provider/ConsoleProvider';
import { useShellTitle } from './AppShell';

export interface PageGateProps {
  /** The page as its area declares it: `resourceName` is what its sidebar entry is gated by. */
  page: Pick<AreaPage, 'title' | 'resourceName'>;
  children: ReactNode;
}

function Denied({ title }: { title: string }) {
  const t = useT();
  // The shell still names the page the user asked for while it says they may not see it.
  useShellTitle(title);
  return (
    <EmptyState icon="warning" title={t('shell.noPermission', 'You do not have permission to access this page.')} />
  );
}

/**
 * A page opened by its address is gated like its sidebar entry (spec §6): read on the page's resource,
 * decided by the same `useCan` as the sidebar's entries and the page's own buttons. Hiding the entry
 * alone left /settings/users one typed address away for editors and viewers.
 */
export function PageGate({ page, children }: PageGateProps) {
  const allowed = useCan(page.resourceName ?? '', 'read');
  if (page.resourceName && !allowed) return <Denied title={page.title} />;
  return <>{children}</>;
}
