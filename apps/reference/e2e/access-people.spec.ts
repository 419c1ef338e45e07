import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { codeIn, expect, signIn, test, waitForMail } from './fixtures';

test.use({ bypassCSP: true });

/** A person with a password and one role, made through the identity service's admin API. */
async function createUser(page: Page, baseURL: string, email: string, password: string, role: string, first: string) {
  const created = await page.request.post('/api/kratos/admin/identities', {
    headers: { Origin: baseURL },
    data: {
      schema_id: 'default',
      traits: { email, name: { first, last: 'E2e' } },
      credentials: { password: { config: { password } } },
      metadata_admin: { role },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('an admin denies an editor canaries update; the editor cannot save a check and, after reload, has no Update', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `editor-${Date.now()}@example.com`;
  const password = 'editor-e2e-Passphrase-42';
  await signIn(page, baseURL!);
  await createUser(page, baseURL!, email, password, 'editor', 'Edda');
  const canaries = await page.request.get('/api/db/canaries?select=id&name=eq.edge-http');
  const [{ id: canaryId }] = (await canaries.json()) as [{ id: string }];

  // The editor has the check open before the deny exists: the control is there.
  const editorContext = await browser.newContext({ baseURL, bypassCSP: true });
  const editor = await editorContext.newPage();
  const editorErrors: string[] = [];
  editor.on('pageerror', (error) => editorErrors.push(error.message));
  await signIn(editor, baseURL!, email, password);
  await editor.goto(`/settings/canaries/${canaryId}`);
  const update = editor.getByRole('button', { name: 'Update' });
  await expect(update).toBeVisible();

  await page.goto('/settings/permissions');
  await page.getByRole('button', { name: 'Add Permission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Permission' });
  await expect(dialog.getByRole('button', { name: /Subject type/ })).toContainText('Person');
  await dialog.getByRole('combobox', { name: /^Person/ }).fill('Edda');
  await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await dialog.getByRole('button', { name: /Resource type/ }).click();
  await page.getByRole('option', { name: 'Global' }).click();
  await dialog.getByRole('button', { name: /Object/ }).click();
  await page.getByRole('option', { name: 'canaries', exact: true }).click();
  await dialog.getByRole('button', { name: /Action/ }).click();
  await page.getByRole('option', { name: 'update', exact: true }).click();
  // The checkbox input is visually hidden; its label takes the click, as a pointer user's would.
  await dialog.getByText('Deny', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Deny' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('e2e: editors may not change this check');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permission added')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'e2e: editors may not change this check' });
  await expect(row.getByRole('img', { name: 'Denied' })).toBeVisible();

  // The editor's page still shows Update; the server refuses it with its own message.
  await update.click();
  await expect(editor.getByRole('alert').filter({ hasText: 'permission denied for canaries' })).toBeVisible();
  await editor.reload();
  await expect(editor.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('edge-http');
  await expect(editor.getByRole('textbox', { name: 'Name', exact: true })).not.toBeEditable();
  await expect(editor.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectNoAxeViolations(editor);
  expect(editorErrors).toEqual([]);

  // The journeys share one server: the permission goes again.
  await row.click();
  const edit = page.getByRole('dialog', { name: 'Edit Permission' });
  await edit.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Permission deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'e2e: editors may not change this check' })).toHaveCount(0);
  await editor.reload();
  await expect(editor.getByRole('button', { name: 'Update' })).toBeVisible();
  await editorContext.close();
});

test('an admin invites a responder; the invitation arrives by SMTP, and the invitee sets a password and lands signed in as a responder', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `responder-${Date.now()}@example.com`;
  await signIn(page, baseURL!);
  await page.goto('/settings/users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Rita');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Responder');
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'responder', exact: true }).click();
  await expectNoAxeViolations(page);
  const sentAfter = Date.now();
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('responder');

  const mail = await waitForMail(email, { subject: 'You have been invited to Mission Control', after: sentAfter });
  const code = codeIn(mail);
  const link = /Open: (\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  const inviteeContext = await browser.newContext({ baseURL, bypassCSP: true });
  const invitee = await inviteeContext.newPage();
  const inviteeErrors: string[] = [];
  invitee.on('pageerror', (error) => inviteeErrors.push(error.message));
  // The link names the console the invitation was sent from; the journey opens it on this run's server.
  const url = new URL(link!);
  await invitee.goto(`${url.pathname}${url.search}`);
  await invitee.getByRole('textbox', { name: /Recovery code/ }).fill(code);
  await expectNoAxeViolations(invitee);
  await invitee
    .getByRole('button', { name: /Continue|Submit/ })
    .first()
    .click();
  await expect(invitee).toHaveURL(/\/profile-settings/);
  const password = 'responder-e2e-Passphrase-42';
  const change = invitee.getByRole('form', { name: 'Change Password' });
  await change.getByLabel('Password', { exact: true }).fill(password);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(invitee.getByText('Your changes have been saved!')).toBeVisible();

  // Signed in, as a responder: the role table's reads, no administration.
  const whoami = await invitee.request.get('/api/auth/whoami');
  expect(whoami.status()).toBe(200);
  const me = ((await whoami.json()) as { payload: { roles: string[]; user: { email: string } } }).payload;
  expect(me.user.email).toBe(email);
  expect(me.roles).toContain('responder');
  expect(me.roles).not.toContain('admin');
  await invitee.goto('/health');
  await expect(invitee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Health' })).toBeVisible();
  const people = await invitee.request.get('/api/auth/access');
  const access = ((await people.json()) as { payload: Record<string, { read: boolean; write: boolean }> }).payload;
  expect(access.incident).toEqual({ read: true, write: true });
  expect(access.canaries).toEqual({ read: true, write: false });
  expect(access.identities).toEqual({ read: false, write: false });
  await expectNoAxeViolations(invitee);
  expect(inviteeErrors).toEqual([]);
  await inviteeContext.close();

  // The password works for a fresh sign-in too.
  const fresh = await browser.newContext({ baseURL });
  await signIn(await fresh.newPage(), baseURL!, email, password);
  await fresh.close();

  // Shared server: the invited person goes again.
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
