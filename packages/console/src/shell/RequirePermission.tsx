import type { ReactNode } from 'react';
import { EmptyState, useT } from '@mission-control/ui';
import { useCan } from '../provider/ConsoleProvider';
import type { AccessAction } from '../provider/access';

export interface RequirePermissionProps {
  /** The resource area (spec §6), e.g. `permissions`. */
  resource: string;
  /** @default 'read' */
  action?: AccessAction;
  /** Say so when access is lacking; otherwise render nothing. @default true */
  showMessage?: boolean;
  children: ReactNode;
}

/** Renders its children only for users allowed to `action` on `resource`. */
export function RequirePermission({ resource, action = 'read', showMessage = true, children }: RequirePermissionProps) {
  const t = useT();
  const allowed = useCan(resource, action);
  if (allowed) return <>{children}</>;
  if (!showMessage) return null;
  return (
    <EmptyState icon="warning" title={t('shell.noPermission', 'You do not have permission to access this page.')} />
  );
}
