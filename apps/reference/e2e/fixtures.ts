import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** Every e2e test fails on any browser console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The administrator the server creates on first start (playwright.config.ts sets the password). */
export const ADMIN_EMAIL = process.env.MC_ADMIN_EMAIL || 'admin@example.com';
export const ADMIN_PASSWORD = process.env.MC_ADMIN_PASSWORD ?? '';

/**
 * Signs in through the identity service's browser login API in a request
 * context; a page's `page.request` shares its cookies with the page, so the
 * page is signed in afterwards (the session cookie is HttpOnly).
 */
export async function signInRequest(
  request: APIRequestContext,
  baseURL: string,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<void> {
  const flow = await request.get('/api/kratos/self-service/login/browser', { headers: { Accept: 'application/json' } });
  expect(flow.ok(), await flow.text()).toBe(true);
  const body = (await flow.json()) as {
    id: string;
    ui: { nodes: Array<{ attributes: { name?: string; value?: unknown } }> };
  };
  const csrf = body.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  const login = await request.post(`/api/kratos/self-service/login?flow=${body.id}`, {
    headers: { Accept: 'application/json', Origin: baseURL },
    data: { method: 'password', identifier: email, password, csrf_token: csrf },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

export async function signIn(page: Page, baseURL: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await signInRequest(page.request, baseURL, email, password);
}

/** An access token of the signed-in person in `request` (created as the token dialog does). */
export async function createToken(request: APIRequestContext, baseURL: string, name: string, scope: unknown[] = []) {
  const response = await request.post('/api/auth/create_token', {
    headers: { Origin: baseURL },
    data: { name, expiry: '2160h', auto_renew: false, scope },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { payload: { token: string } }).payload.token;
}

/** A message the built server sent to the run's SMTP sink (e2e/smtp-sink.mjs). */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body. */
  text: string;
  /** Epoch milliseconds when the sink received it. */
  receivedAt: number;
}

/** Every message the sink has received so far, oldest first (the sink's directory is derived from the run's port). */
export function receivedMail(): ReceivedMail[] {
  const dir = join(tmpdir(), `mc-e2e-mail-${process.env.E2E_PORT}`);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    try {
      return [JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail];
    } catch {
      // A file the sink is still writing; the next poll reads it.
      return [];
    }
  });
}

/**
 * Waits for the newest message to `to` (received at or after `after`, epoch ms; pass `Date.now()` taken before the
 * action that sends it) whose subject contains `subject`, and returns it.
 */
export async function waitForMail(
  to: string,
  { subject, after = 0, timeoutMs = 15_000 }: { subject?: string | RegExp; after?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const matches = (mail: ReceivedMail) =>
    mail.receivedAt >= after &&
    mail.to.some((rcpt) => rcpt.toLowerCase() === address) &&
    (subject === undefined ||
      (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedMail().filter(matches).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no email to ${to}${subject ? ` about ${String(subject)}` : ''} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit code in a received message's text. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the email "${mail.subject}"`);
  return code;
}

export { expect };

/**
 * The first row an `/api/db` read answers, once there is one: what the demo data's engines (the first scrape, the
 * first topology run) write shortly after start. Polls as the signed-in page, for up to `timeout` ms.
 */
export async function firstRowOnceThere<T>(page: Page, path: string, timeout = 120_000): Promise<T> {
  let row: T | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(path);
        row = ((await response.json()) as T[])[0];
        return row !== undefined;
      },
      { timeout, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(true);
  return row!;
}
