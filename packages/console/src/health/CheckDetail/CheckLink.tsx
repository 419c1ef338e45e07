import type { ReactNode } from 'react';
import { useConsole } from '../../provider/ConsoleProvider';

export interface CheckLinkProps {
  checkId: string;
  children: ReactNode;
  className?: string;
}

/** The address of a check on the health dashboard (operations §2.2). */
export function checkHref(checkId: string): string {
  return `/health?${new URLSearchParams({ checkId, timeRange: '1h' }).toString()}`;
}

/** A link that opens one check on the health dashboard. */
export function CheckLink({ checkId, children, className }: CheckLinkProps) {
  const { router } = useConsole();
  return (
    <router.Link to={checkHref(checkId)} className={className}>
      {children}
    </router.Link>
  );
}
