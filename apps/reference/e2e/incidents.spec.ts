import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

// #23: the incidents area on the built app, signed in as the first-start administrator.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

const DEMO_WAIT = { timeout: 30_000 };

/** A ui Select: its trigger is named by its value, then its label; the options are in a listbox. */
async function choose(page: Page, scope: Page | Locator, label: RegExp, option: string | RegExp) {
  await scope.getByRole('button', { name: label }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
    .click();
}

/** A row through /api/db as the signed-in user, as the console writes it; returns the stored row. */
async function insert(page: Page, baseURL: string, table: string, body: Record<string, unknown>) {
  const response = await page.request.post(`/api/db/${table}`, {
    headers: { Origin: baseURL, Prefer: 'return=representation' },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }[])[0]!;
}

test('an incident is opened from the list, takes a responder and a hypothesis status, moves to resolved, and gets a catalog item as evidence', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const title = `Checkout errors ${stamp}`;
  const team = `Payments on call ${stamp}`;
  const root = 'Bad deploy of checkout';
  const incident = await insert(page, baseURL!, 'incidents', {
    title,
    type: 'availability',
    severity: 'high',
    description: 'checkout answers 502',
  });
  await insert(page, baseURL!, 'hypotheses', {
    incident_id: incident.id,
    title: root,
    type: 'root',
    status: 'possible',
  });
  await insert(page, baseURL!, 'teams', { name: team });

  // The list: open incidents by default; the search goes into the URL and the row opens the incident.
  await page.goto('/incidents');
  await expect(page).toHaveTitle('Incidents | Mission Control');
  await page.getByRole('searchbox', { name: 'Search for incident' }).fill(title);
  await expect(page).toHaveURL(/search=Checkout/);
  const table = page.getByRole('table', { name: 'Incidents' });
  await expect(table.getByText(title, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await table.getByText(title, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/incidents/${incident.id}$`));
  const article = page.getByRole('article', { name: new RegExp(`^INC\\d+: ${title}$`) });
  await expect(article).toBeVisible();

  // A team as responder.
  const responders = article.getByRole('region', { name: 'Responders' });
  await expect(responders.getByText('No responders yet.')).toBeVisible();
  await choose(page, responders, /Person or team/, `Team ${team}`);
  await responders.getByRole('button', { name: 'Add responder' }).click();
  await expect(responders.getByRole('list').getByText(`Team ${team}`)).toBeVisible();

  // The root hypothesis's own status.
  const hypothesis = article.getByRole('article', { name: root });
  await choose(page, hypothesis, /Hypothesis status/, 'Likely');
  await expect(hypothesis.getByRole('button', { name: /Hypothesis status/ })).toContainText('Likely');

  // Through the state machine: open → investigating → resolved, each recorded in the history.
  await article.getByRole('button', { name: 'Move to Investigating' }).click();
  await expect(article.getByRole('region', { name: 'Status: Investigating' })).toBeVisible();
  await article.getByRole('button', { name: 'Move to Resolved' }).click();
  const resolved = article.getByRole('region', { name: 'Status: Resolved' });
  await expect(resolved).toBeVisible();
  await expect(resolved.getByRole('button', { name: 'Move to Open' })).toBeVisible();
  const history = article.getByRole('region', { name: 'History' });
  await expect(history.getByText(/incident\.status_changed open → investigating/)).toBeVisible();
  await expect(history.getByText(/incident\.status_changed investigating → resolved/)).toBeVisible();
  await expect(history.getByText(/responder\.added team/)).toBeVisible();
  await expect(history.getByText(/hypothesis\.status_changed possible → likely/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A catalog item as evidence, from its own page, onto this incident's root hypothesis.
  await page.goto('/catalog?configType=Kubernetes::Namespace');
  await page
    .getByRole('table', { name: 'Catalog items' })
    .getByRole('link', { name: 'payments', exact: true })
    .click(DEMO_WAIT);
  await expect(page.getByRole('heading', { name: 'payments', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Attach as Evidence' }).click();
  const link = page.getByRole('dialog', { name: 'Link to Incident' });
  await link.getByRole('combobox', { name: /^Incident/ }).fill(title);
  await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
  await choose(page, link, /Hypothesis/, new RegExp(`^${root}`));
  await expectNoAxeViolations(page);
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText('Linked to incident successfully')).toBeVisible();
  await page.getByRole('link', { name: 'View incident' }).click();

  await expect(page).toHaveURL(new RegExp(`/incidents/${incident.id}$`));
  const evidence = page.getByRole('list', { name: `Evidence for ${root}` });
  await expect(evidence.getByText('config evidence')).toBeVisible();
  await evidence.getByRole('link', { name: 'Catalog item payments' }).click();
  await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'payments', level: 2 })).toBeVisible();
});
