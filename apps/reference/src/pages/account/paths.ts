/** Paths whose 401 answers are part of signing in, never a reason to send the user to /login again. */
export const ACCOUNT_PATHS = ['/login', '/registration', '/recovery', '/verification', '/error'] as const;

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
