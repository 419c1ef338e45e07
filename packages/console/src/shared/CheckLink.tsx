import type { ReactNode } from 'react';
import { useConsole } from '../provider/ConsoleProvider';
import { defaultRoutes } from '../routes/routes';

export interface CheckLinkProps {
  checkId: string;
  children: ReactNode;
  className?: string;
}

/** The reference console's address of a check on the health dashboard (operations §2.2); widgets use `useRoutes().check`. */
export function checkHref(checkId: string): string {
  return defaultRoutes.check(checkId);
}

/** A link that opens one check on the health dashboard, wherever the host's routes put it. */
export function CheckLink({ checkId, children, className }: CheckLinkProps) {
  const { router, routes } = useConsole();
  return (
    <router.Link to={routes.check(checkId)} className={className}>
      {children}
    </router.Link>
  );
}
