/** Kratos' UI texts: ids and wording as Kratos sends them, so consoles built for Kratos can match on ids. */
export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

const info = (id: number, text: string, context?: Record<string, unknown>): UiText => ({
  id,
  text,
  type: 'info',
  ...(context ? { context } : {}),
});
const error = (id: number, text: string, context?: Record<string, unknown>): UiText => ({
  id,
  text,
  type: 'error',
  ...(context ? { context } : {}),
});

const minutesSince = (date: Date) => ((Date.now() - date.getTime()) / 60000).toFixed(2);

export const msg = {
  // Login (1010xxx)
  signIn: () => info(1010001, 'Sign in'),
  reAuth: () => info(1010003, 'Please confirm this action by verifying that it is you.'),
  mfa: () => info(1010004, 'Please complete the second authentication challenge.'),
  totpLabel: () => info(1010006, 'Authentication code'),
  lookupLabel: () => info(1010007, 'Backup recovery code'),
  useSecurityKey: () => info(1010008, 'Use security key'),
  useAuthenticator: () => info(1010009, 'Use Authenticator'),
  useLookup: () => info(1010010, 'Use backup recovery code'),
  continueSecurityKey: () => info(1010011, 'Continue with security key'),
  // Registration (1040xxx)
  signUp: () => info(1040001, 'Sign up'),
  // Settings (1050xxx)
  saved: (): UiText => ({ id: 1050001, text: 'Your changes have been saved!', type: 'success' }),
  unlinkTotp: () => info(1050004, 'Unlink TOTP Authenticator App'),
  totpQr: () => info(1050005, 'Authenticator app QR code'),
  totpSecret: (secret: string) => info(1050006, secret, { secret }),
  revealLookup: () => info(1050007, 'Reveal backup recovery codes'),
  regenerateLookup: () => info(1050008, 'Generate new backup recovery codes'),
  lookupSecret: (secret: string) => info(1050009, secret, { secret }),
  lookupSecretsLabel: () => info(1050010, 'These are your back up recovery codes. Please keep them in a safe place!'),
  confirmLookup: () => info(1050011, 'Confirm backup recovery codes'),
  addSecurityKey: () => info(1050012, 'Add security key'),
  securityKeyName: () => info(1050013, 'Name of the security key'),
  lookupUsed: (usedAt: Date) =>
    info(1050014, `Secret was used at ${usedAt.toISOString()}`, { used_at: usedAt.toISOString() }),
  /** The list of codes; `context.secrets` holds one message per code (1050009, or 1050014 once used), as Kratos. */
  lookupList: (secrets: UiText[]) => info(1050015, secrets.map((secret) => secret.text).join(', '), { secrets }),
  disableLookup: () => info(1050016, 'Disable this method'),
  totpSecretLabel: () =>
    info(1050017, 'This is your authenticator app secret. Use it if you can not scan the QR code.'),
  removeSecurityKey: (name: string, addedAt: string) =>
    info(1050018, `Remove security key "${name}"`, { display_name: name, added_at: addedAt }),
  // Recovery (1060xxx)
  recovered: (minutes: number) =>
    info(
      1060001,
      `You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next ${minutes.toFixed(2)} minutes.`,
      { privileged_session_expires_at_unix_until_minutes: minutes },
    ),
  recoveryCodeSent: () =>
    info(
      1060003,
      'An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  // Node labels (1070xxx)
  password: () => info(1070001, 'Password'),
  title: (title: string) => info(1070002, title, { title }),
  save: () => info(1070003, 'Save'),
  identifier: () => info(1070004, 'ID'),
  submit: () => info(1070005, 'Submit'),
  verifyCode: () => info(1070006, 'Verify code'),
  email: () => info(1070007, 'Email'),
  resendCode: () => info(1070008, 'Resend code'),
  continue: () => info(1070009, 'Continue'),
  recoveryCode: () => info(1070010, 'Recovery code'),
  verificationCode: () => info(1070011, 'Verification code'),
  // Verification (1080xxx)
  verified: (): UiText => ({ id: 1080002, text: 'You successfully verified your email address.', type: 'success' }),
  verificationCodeSent: () =>
    info(
      1080003,
      'An email containing a verification code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  // Validation (4000xxx)
  generic: (reason: string) => error(4000001, reason, { reason }),
  required: (property: string) => error(4000002, `Property ${property} is missing.`, { property }),
  invalidFormat: (value: string, format: string) => error(4000001, `"${value}" is not valid "${format}"`, { value }),
  passwordPolicy: (reason: string) => error(4000005, `The password can not be used because ${reason}.`, { reason }),
  invalidCredentials: () =>
    error(
      4000006,
      'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
    ),
  duplicate: () => error(4000007, 'An account with the same identifier (email, phone, username, ...) exists already.'),
  totpWrong: () => error(4000008, 'The provided authentication code is invalid, please try again.'),
  noTotp: () => error(4000011, 'You have no TOTP device set up.'),
  lookupUsedAlready: () => error(4000012, 'This backup recovery code has already been used.'),
  noWebAuthn: () => error(4000013, 'You have no WebAuthn device set up.'),
  noLookup: () => error(4000014, 'You have no backup recovery codes set up.'),
  lookupInvalid: () => error(4000016, 'The backup recovery code is not valid.'),
  // Flow errors (40x0xxx)
  loginExpired: (at: Date) =>
    error(4010001, `The login flow expired ${minutesSince(at)} minutes ago, please try again.`, {
      expired_at: at.toISOString(),
    }),
  loginNoStrategy: () =>
    error(4010002, 'Could not find a strategy to log you in with. Did you fill out the form correctly?'),
  registrationNoStrategy: () =>
    error(4010003, 'Could not find a strategy to sign you up with. Did you fill out the form correctly?'),
  settingsNoStrategy: () =>
    error(4010004, 'Could not find a strategy to update your settings. Did you fill out the form correctly?'),
  recoveryNoStrategy: () =>
    error(4010005, 'Could not find a strategy to recover your account with. Did you fill out the form correctly?'),
  verificationNoStrategy: () =>
    error(4010006, 'Could not find a strategy to verify your account with. Did you fill out the form correctly?'),
  retrySuccess: () => error(4060001, 'The request was already completed successfully and can not be retried.'),
  recoveryCodeInvalid: () => error(4060006, 'The recovery code is invalid or has already been used. Please try again.'),
  verificationCodeInvalid: () =>
    error(4070006, 'The verification code is invalid or has already been used. Please try again.'),
};
