import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// The server's CSP allows no inline scripts; axe is injected as one.
test.use({ bypassCSP: true });

/** The e2e server starts with MC_ADMIN_PASSWORD set in the environment of the Playwright run. */
const ADMIN_EMAIL = process.env.MC_ADMIN_EMAIL || 'admin@example.com';
const ADMIN_PASSWORD = process.env.MC_ADMIN_PASSWORD ?? '';

/**
 * The browser logs every 4xx answer as a console error. Some are the protocol itself (a 401 that sends
 * the user to sign in, a 400 form with errors, a 403 for closed registration): take out exactly those.
 */
function expectOnlyStatus(errors: string[], status: number) {
  const expected = errors.filter((text) => text.includes(`the server responded with a status of ${status} `));
  expect(expected.length).toBeGreaterThan(0);
  errors.splice(0, errors.length, ...errors.filter((text) => !expected.includes(text)));
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

test('a signed-out visit goes to sign in, and signing in returns to the page with its query', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/health?hidePassing=false');
  await expect(page).toHaveURL(/\/login\?return_to=%2Fhealth%3FhidePassing%3Dfalse/);
  // The browser logs the 401 that sent us here; that one is expected, nothing else is.
  expectOnlyStatus(consoleErrors, 401);
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/recovery');
  await expectNoAxeViolations(page);

  await signInWithForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/health\?hidePassing=false$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
  await expect(page).toHaveTitle('Health | Mission Control');
  await expectNoAxeViolations(page);
});

test('a wrong password shows the server message on the form', async ({ page, consoleErrors }) => {
  await page.goto('/login');
  await signInWithForm(page, ADMIN_EMAIL, 'not-the-password-at-all');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  expectOnlyStatus(consoleErrors, 400);
});

test('S11: credentials in the query sign in only after a click that names the account, and leave neither the address nor history', async ({
  page,
}) => {
  await page.goto(
    `/login?username=${encodeURIComponent(ADMIN_EMAIL)}&password=${encodeURIComponent(ADMIN_PASSWORD)}&return_to=%2Fhealth`,
  );
  const confirm = page.getByRole('button', { name: `Sign in as ${ADMIN_EMAIL}` });
  await expect(confirm).toBeVisible();
  expect(page.url()).not.toContain('password');
  // No automatic sign-in: a link alone must not sign a visitor into the account it names.
  expect((await page.request.get('/api/auth/whoami')).status()).toBe(401);
  await expect(page).toHaveURL(/\/login/);
  await confirm.click();
  await expect(page).toHaveURL(/\/health$/);
  await page.goBack();
  expect(page.url()).not.toContain('password');
});

test('the account pages render their forms accessibly', async ({ page, consoleErrors }) => {
  await page.goto('/recovery');
  await expect(page.getByRole('heading', { name: 'Recover account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /e-?mail/i })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/registration');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Registration is closed on the reference server by default: its message is shown as it is.
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
  expectOnlyStatus(consoleErrors, 403);

  await page.goto('/error?error_code=BAD_SESSION');
  await expect(page.getByRole('alert')).toHaveText(
    'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
  );
  await expectNoAxeViolations(page);
});

test('profile settings show their sections and sign-out returns to sign in', async ({ page, consoleErrors }) => {
  await page.goto('/login?return_to=%2Fprofile-settings');
  await signInWithForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/profile-settings/);
  await expect(page.getByRole('region', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Manage 2FA TOTP Authenticator App' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Manage Social Sign In' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/health');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?return_to=%2Fhealth/);
  await page.goto('/health');
  await expect(page).toHaveURL(/\/login/);
  expectOnlyStatus(consoleErrors, 401);
});
