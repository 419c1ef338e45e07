import { CONSOLE_PAGES } from '@mission-control/console';

/** Paths whose 401 answers are part of signing in, never a reason to send the user to /login again. */
export const ACCOUNT_PATHS: readonly string[] = CONSOLE_PAGES.filter((page) => page.signedOut).map((page) => page.path);

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
