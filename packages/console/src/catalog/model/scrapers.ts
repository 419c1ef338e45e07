// Pure reading of scraper rows: the spec's scraper type and the latest job's error count.
import type { ScraperWithStatus } from '@mission-control/api';

/** The spec keys that hold scrapers (operations §3.10), in the order a mixed spec names them. */
export const SCRAPER_SPEC_TYPES = [
  'file',
  'sql',
  'http',
  'exec',
  'kubernetes',
  'kubernetesFile',
  'aws',
  'azure',
  'azureDevops',
  'githubActions',
  'trivy',
  'gcp',
  'terraform',
  'slack',
  'clickhouse',
  'logs',
  'pubsub',
] as const;

/** The scraper types a spec holds (`file`, `sql` ...); a spec may hold several. */
export function scraperTypes(spec: unknown): string[] {
  if (!spec || typeof spec !== 'object') return [];
  const record = spec as Record<string, unknown>;
  return SCRAPER_SPEC_TYPES.filter((type) => Array.isArray(record[type]) && (record[type] as unknown[]).length > 0);
}

/** The latest job's error text, however `job_details.errors` came (a string, a list or a map). */
export function lastErrors(row: Pick<ScraperWithStatus, 'job_details'>): string[] {
  const details = row.job_details as { errors?: unknown } | null | undefined;
  const errors = details?.errors;
  if (!errors) return [];
  if (typeof errors === 'string') return [errors];
  if (Array.isArray(errors)) return errors.map((error) => (typeof error === 'string' ? error : JSON.stringify(error)));
  if (typeof errors === 'object') return Object.entries(errors).map(([key, value]) => `${key}: ${String(value)}`);
  return [String(errors)];
}
