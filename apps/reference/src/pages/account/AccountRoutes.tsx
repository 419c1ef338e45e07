/** The account pages, outside the shell: they are what a signed-out user can reach. */
export {
  FlowErrorPage,
  LoginPage,
  ProfileSettingsPage,
  RecoveryPage,
  RegistrationPage,
  VerificationPage,
} from '@mission-control/console';
