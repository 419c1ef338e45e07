import type { Page } from '@playwright/test';
import { parseAllDocuments } from 'yaml';
// The schema check runs in Node on the bundled schema and validator themselves; the package's index would pull in
// browser-only modules (React, Monaco), so this one module is imported by path.
// eslint-disable-next-line no-restricted-imports
import { GITOPS_OPTIONS, validateValues } from '../../../packages/console/src/settings/integrations/model/gitops';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

// Integrations (operations §2.4-§2.6, §3.10): the Add Integration dialog's Flux preview against the chart's bundled
// values schema, a Custom Topology and a Catalog Scraper created directly, and /settings/integrations/{type}/{id}.
// Both items are deleted again (soft delete, as every settings delete; their names are unique to the run).

const flux = GITOPS_OPTIONS.find((option) => option.id === 'flux')!;

async function idOf(page: Page, table: string, name: string): Promise<string> {
  const response = await page.request.get(`/api/db/${table}?select=id&deleted_at=is.null&name=eq.${name}`);
  expect(response.ok(), await response.text()).toBe(true);
  const rows = (await response.json()) as Array<{ id: string }>;
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

test('Add Integration: the Flux preview validates against the bundled schema; a topology and a scraper are created, listed, opened by URL and deleted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL!);
  const stamp = Date.now();
  const topology = `e2e-topology-${stamp}`;
  const scraper = `e2e-scraper-${stamp}`;

  await page.goto('/settings/integrations');
  await expect(
    page.getByRole('grid', { name: 'Integrations' }).or(page.getByRole('table', { name: 'Integrations' })),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // GitOps: Flux.
  await page.getByRole('button', { name: 'Add Integration' }).click();
  const tiles = page.getByRole('dialog', { name: 'Add Integration' });
  await expect(tiles.getByRole('button', { name: 'Custom Topology' })).toBeVisible();
  await expectNoAxeViolations(page);
  await tiles.getByRole('button', { name: 'Flux' }).click();
  const fluxDialog = page.getByRole('dialog', { name: 'Add Integration Flux' });
  await expect(fluxDialog.getByRole('textbox', { name: 'Namespace' })).toHaveValue('mission-control');
  await expect(
    fluxDialog.getByText('You will need to have Kubernetes chart installed in flux to use this option'),
  ).toBeVisible();
  const preview = fluxDialog.getByRole('region', { name: 'Flux HelmRelease' });
  const docs = parseAllDocuments((await preview.textContent()) ?? '');
  expect(docs.flatMap((doc) => doc.errors)).toEqual([]);
  const release = docs
    .map((doc) => doc.toJS() as { kind: string; spec: { values: unknown; chart: unknown } })
    .find((doc) => doc.kind === 'HelmRelease')!;
  expect(release.spec.chart).toMatchObject({ spec: { chart: 'mission-control-flux' } });
  expect(validateValues(release.spec.values, flux.schema)).toEqual([]);
  await expectNoAxeViolations(page);

  // A wrong value shows the schema's message next to the editor.
  const values = fluxDialog.getByRole('textbox', { name: 'Values' });
  await values.fill('topologyName: Flux Topology\nlabels: {}');
  const expected = validateValues({ topologyName: 'Flux Topology', labels: {} }, flux.schema);
  expect(expected).toEqual(['values.topologyName must be a lowercase DNS-1123 name']);
  await expect(fluxDialog.getByText(expected[0]!)).toBeVisible();
  await expect(values).toHaveAttribute('aria-invalid', 'true');
  await fluxDialog.getByRole('button', { name: 'Back' }).click();

  // Direct: Custom Topology, then back to /topology.
  await tiles.getByRole('button', { name: 'Custom Topology' }).click();
  const topologyDialog = page.getByRole('dialog', { name: 'Add Integration Custom Topology' });
  await expect(topologyDialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await topologyDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(topology);
  await topologyDialog.getByRole('textbox', { name: 'Labels' }).fill('owner: e2e');
  await topologyDialog.getByRole('textbox', { name: 'Spec' }).fill('schedule: "@every 5m"\ncomponents: []');
  await expectNoAxeViolations(page);
  await topologyDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/topology$/);
  await expectNoAxeViolations(page);
  const topologyId = await idOf(page, 'topologies', topology);

  // Direct: Catalog Scraper, then to the new scraper's own page.
  await page.goto('/settings/integrations');
  await page.getByRole('button', { name: 'Add Integration' }).click();
  await page.getByRole('dialog', { name: 'Add Integration' }).getByRole('button', { name: 'Catalog Scraper' }).click();
  const scraperDialog = page.getByRole('dialog', { name: 'Add Integration Catalog Scraper' });
  await scraperDialog.getByRole('button', { name: 'Save' }).click();
  await expect(scraperDialog.getByText('This field is required')).toHaveCount(2);
  await scraperDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(scraper);
  await scraperDialog.getByRole('textbox', { name: 'Cluster Name' }).fill('e2e-cluster');
  await scraperDialog.getByRole('button', { name: /Schedule/ }).click();
  await page.getByRole('option', { name: '@every 30m' }).click();
  await expectNoAxeViolations(page);
  await scraperDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/catalog\/scrapers\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);
  const scraperId = await idOf(page, 'config_scrapers', scraper);
  expect(page.url()).toMatch(new RegExp(`/catalog/scrapers/${scraperId}$`));
  const stored = await page.request.get(`/api/db/config_scrapers?select=spec,source&id=eq.${scraperId}`);
  expect(await stored.json()).toEqual([
    { source: 'UI', spec: { kubernetes: [{ clusterName: 'e2e-cluster' }], schedule: '@every 30m' } },
  ]);

  // The list shows both.
  await page.goto('/settings/integrations');
  await expect(page.getByText(topology)).toBeVisible();
  await expect(page.getByText(scraper)).toBeVisible();
  await expectNoAxeViolations(page);

  // A row opens /settings/integrations/{type}/{id}; the scraper is deleted there.
  await page.getByText(scraper).click();
  await expect(page).toHaveURL(new RegExp(`/settings/integrations/scrapers/${scraperId}$`));
  const editScraper = page.getByRole('dialog', { name: 'Edit Catalog Scraper' });
  await expect(editScraper.getByRole('textbox', { name: 'Cluster Name' })).toHaveValue('e2e-cluster');
  await expectNoAxeViolations(page);
  await editScraper.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this resource?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${scraper} deleted successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  await expect(page.getByText(scraper, { exact: true })).toHaveCount(0);

  // The topology, opened by its address, and deleted.
  await page.goto(`/settings/integrations/topologies/${topologyId}`);
  const editTopology = page.getByRole('dialog', { name: 'Edit Topology' });
  await expect(editTopology.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(topology);
  await expect(editTopology.getByRole('textbox', { name: 'Labels' })).toHaveValue('owner: e2e\n');
  await expectNoAxeViolations(page);
  await editTopology.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${topology} deleted successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  await expect(page.getByText(topology, { exact: true })).toHaveCount(0);
  const gone = await page.request.get(`/api/db/topologies?select=id&deleted_at=is.null&id=eq.${topologyId}`);
  expect(await gone.json()).toEqual([]);
});
