import type { APIRequestContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expectNoAxeViolations } from './axe';
import { codeIn, expect, signInRequest, test, waitForMail } from './fixtures';

/**
 * Second factors, recovery and sign-out in the browser: each journey makes its own person through the identity admin API (so the
 * shared administrator never gets a second factor the other journeys would have to answer) and deletes it after.
 */

const PASSWORD = 'two-factor-e2e-Passphrase-93';

interface Person {
  id: string;
  email: string;
}

const created: Person[] = [];

async function createPerson(request: APIRequestContext, baseURL: string, label: string): Promise<Person> {
  await signInRequest(request, baseURL);
  const email = `${label}-${Date.now()}@example.com`;
  const response = await request.post('/api/kratos/admin/identities', {
    headers: { Origin: baseURL },
    data: {
      schema_id: 'default',
      traits: { email, name: { first: 'Tess', last: 'Factor' } },
      credentials: { password: { config: { password: PASSWORD } } },
      metadata_admin: { role: 'editor' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const person = { id: ((await response.json()) as { id: string }).id, email };
  created.push(person);
  return person;
}

test.afterEach(async ({ request, baseURL }) => {
  if (!created.length) return;
  await signInRequest(request, baseURL!);
  for (const person of created.splice(0)) {
    const response = await request.delete(`/api/kratos/admin/identities/${person.id}`, {
      headers: { Origin: baseURL! },
    });
    expect(response.status(), await response.text()).toBe(204);
  }
});

/** The browser logs each 4xx the protocol answers with (a 401 that sends to sign in, a 400 form); take out exactly those. */
function dropStatus(errors: string[], status: number) {
  errors.splice(
    0,
    errors.length,
    ...errors.filter((text) => !text.includes(`the server responded with a status of ${status} `)),
  );
}

async function passwordSignIn(page: Page, email: string, returnTo: string, password = PASSWORD) {
  await page.goto(`/login?return_to=${encodeURIComponent(returnTo)}`);
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
}

/** A code for the secret, `steps` periods from now (the server refuses a step it has already accepted). */
const totpCode = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('a person sets up an authenticator app in Profile Settings, then signs in with its code (aal2)', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const person = await createPerson(page.request, baseURL!, 'totp');
  await page.context().clearCookies();

  await passwordSignIn(page, person.email, '/profile-settings');
  await expect(page).toHaveURL(/\/profile-settings/);
  const totp = page.getByRole('region', { name: 'Manage 2FA TOTP Authenticator App' });
  // The QR code is drawn in the browser from the otpauth address; the same secret is shown as text beside it.
  await expect(totp.getByRole('img', { name: 'Authenticator app QR code' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  const secret = ((await totp.locator('code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);

  await totp.getByRole('textbox', { name: 'Verify code' }).fill(totpCode(secret));
  await totp.getByRole('button', { name: 'Save' }).click();
  await expect(totp.getByRole('button', { name: 'Unlink TOTP Authenticator App' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/health');
  await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
  await signOut(page);

  // The password alone is not enough now: the console asks for the second factor, then returns to the page.
  await passwordSignIn(page, person.email, '/health?hidePassing=false');
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await expect(page).toHaveURL(/aal=aal2/);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Use Authenticator' }).click();
  await expect(page).toHaveURL(/\/health\?hidePassing=false$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
  await expectNoAxeViolations(page);
  const whoami = (await (await page.request.get('/api/kratos/sessions/whoami')).json()) as {
    authenticator_assurance_level: string;
  };
  expect(whoami.authenticator_assurance_level).toBe('aal2');

  // Unlinking offers a new secret to link again.
  await page.goto('/profile-settings');
  await totp.getByRole('button', { name: 'Unlink TOTP Authenticator App' }).click();
  await expect(totp.getByRole('img', { name: 'Authenticator app QR code' })).toBeVisible();
  await expect(totp.locator('code')).not.toHaveText(secret);
  await expectNoAxeViolations(page);
  dropStatus(consoleErrors, 401);
  dropStatus(consoleErrors, 403);
});

test('a backup recovery code signs in once; the same code is refused the second time', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const person = await createPerson(page.request, baseURL!, 'backup');
  await page.context().clearCookies();

  await passwordSignIn(page, person.email, '/profile-settings');
  const backup = page.getByRole('region', { name: 'Manage 2FA Backup Recovery Codes' });
  await backup.getByRole('button', { name: 'Generate new backup recovery codes' }).click();
  const list = backup.getByRole('list', {
    name: 'These are your back up recovery codes. Please keep them in a safe place!',
  });
  await expect(list.getByRole('listitem')).toHaveCount(12);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await expectNoAxeViolations(page);
  await backup.getByRole('button', { name: 'Confirm backup recovery codes' }).click();
  await expect(backup.getByRole('button', { name: 'Reveal backup recovery codes' })).toBeVisible();

  await page.goto('/health');
  await signOut(page);

  const useCode = async (code: string) => {
    await passwordSignIn(page, person.email, '/health');
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Backup recovery code' }).fill(code);
    await page.getByRole('button', { name: 'Use backup recovery code' }).click();
  };
  await useCode(codes[0]!);
  await expect(page).toHaveURL(/\/health$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
  await signOut(page);

  await useCode(codes[0]!);
  await expect(page.getByText('This backup recovery code has already been used.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Another unused code still works, sent with Enter from its field (its own form, not the authenticator's).
  await page.getByRole('textbox', { name: 'Backup recovery code' }).fill(codes[1]!);
  await page.getByRole('textbox', { name: 'Backup recovery code' }).press('Enter');
  await expect(page).toHaveURL(/\/health$/);
  dropStatus(consoleErrors, 400);
  dropStatus(consoleErrors, 401);
  dropStatus(consoleErrors, 403);
});

test('a forgotten password is recovered with the emailed code, and the new one signs in', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const person = await createPerson(page.request, baseURL!, 'recover');
  await page.context().clearCookies();
  const newPassword = 'recovered-e2e-Passphrase-58';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/recovery/);
  await expect(page.getByRole('heading', { name: 'Recover account' })).toBeVisible();
  await expectNoAxeViolations(page);
  const sentAfter = Date.now();
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'An email containing a recovery code' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The code arrives by real SMTP; a wrong one is refused first.
  const mail = await waitForMail(person.email, { subject: 'Recover access to your account', after: sentAfter });
  const code = codeIn(mail);
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('The recovery code is invalid or has already been used. Please try again.'),
  ).toBeVisible();
  // Resend code sends a new one, and that one recovers the account.
  const resentAfter = Date.now();
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('The recovery code is invalid or has already been used. Please try again.')).toHaveCount(
    0,
  );
  const resent = await waitForMail(person.email, { subject: 'Recover access to your account', after: resentAfter });
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codeIn(resent));
  await page.getByRole('button', { name: 'Submit' }).click();

  // The code signs in for a short while and hands over to Profile Settings to choose a new password.
  await expect(page).toHaveURL(/\/profile-settings\?flow=/);
  await expect(page.getByText(/You successfully recovered your account/)).toBeVisible();
  await expectNoAxeViolations(page);
  const change = page.getByRole('region', { name: 'Change Password' });
  await change.getByLabel('Password', { exact: true }).fill(newPassword);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved!')).toBeVisible();

  await page.goto('/health');
  await signOut(page);
  await passwordSignIn(page, person.email, '/health');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await passwordSignIn(page, person.email, '/health', newPassword);
  await expect(page).toHaveURL(/\/health$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
  dropStatus(consoleErrors, 400);
  dropStatus(consoleErrors, 401);
  dropStatus(consoleErrors, 422);
});

test('an address is verified with the emailed code on /verification', async ({ page, baseURL, consoleErrors }) => {
  const person = await createPerson(page.request, baseURL!, 'verify');
  await page.context().clearCookies();
  await page.goto('/verification');
  await expect(page.getByRole('heading', { name: 'Verify your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  const sentAfter = Date.now();
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'An email containing a verification code has been sent' }),
  ).toBeVisible();
  const mail = await waitForMail(person.email, { subject: 'Please verify your email address', after: sentAfter });
  await page.getByRole('textbox', { name: 'Verification code' }).fill(codeIn(mail));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You successfully verified your email address.')).toBeVisible();
  await expectNoAxeViolations(page);
  // The identity now says so.
  await signInRequest(page.request, baseURL!);
  const identity = (await (await page.request.get(`/api/kratos/admin/identities/${person.id}`)).json()) as {
    verifiable_addresses: Array<{ value: string; verified: boolean }>;
  };
  expect(identity.verifiable_addresses).toEqual([expect.objectContaining({ value: person.email, verified: true })]);
  expect(consoleErrors).toEqual([]);
});

test('signing out from the user menu ends the session; a protected page sends to sign in with return_to', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const person = await createPerson(page.request, baseURL!, 'signout');
  await page.context().clearCookies();
  await passwordSignIn(page, person.email, '/health?hidePassing=false');
  await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Your Profile' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?return_to=%2Fhealth%3FhidePassing%3Dfalse$/);
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await page.request.get('/api/kratos/sessions/whoami')).status()).toBe(401);

  await page.goto('/settings/connections');
  await expect(page).toHaveURL(/\/login\?return_to=%2Fsettings%2Fconnections$/);
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  dropStatus(consoleErrors, 401);
});
