/** The account pages, outside the shell: they are what a signed-out user can reach. */
export {
  FlowErrorPage,
  LoginPage,
  ProfileSettingsPage,
  RecoveryPage,
  RegistrationPage,
  VerificationPage,
} from '@mission-control/console';

/** Paths whose 401 answers are part of signing in, never a reason to send the user to /login again. */
export const ACCOUNT_PATHS = ['/login', '/registration', '/recovery', '/verification', '/error'] as const;

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
