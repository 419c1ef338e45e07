// Catalog rows and a fixture client for stories and tests only: summary rows, items (any number, for the
// 100,000-item stories), filter options, scrapers and their jobs, over the in-memory PostgREST fake.
import type {
  CatalogItemRow,
  CatalogSummaryRequestBody,
  CatalogSummaryGroup,
  JobHistory,
  PostgrestQuery,
  ScraperWithStatus,
} from '@mission-control/api';
import type { z } from 'zod';
import type { PartialClient } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';

export const FIXTURE_TIME = '2026-11-20T10:00:00Z';

export const summaryFixture: CatalogSummaryGroup[] = [
  {
    type: 'Kubernetes::Pod',
    count: 42,
    changes: 17,
    health: { healthy: 38, unhealthy: 3, unknown: 1 },
    analysis: { security: 2, reliability: 1 },
    created_at: FIXTURE_TIME,
    updated_at: FIXTURE_TIME,
  },
  {
    type: 'Kubernetes::Deployment',
    count: 12,
    changes: 4,
    health: { healthy: 11, warning: 1 },
    analysis: null,
    created_at: FIXTURE_TIME,
    updated_at: FIXTURE_TIME,
  },
  {
    type: 'AWS::RDS::DBInstance',
    count: 2,
    changes: 0,
    health: { healthy: 2 },
    analysis: { cost: 1 },
    created_at: FIXTURE_TIME,
    updated_at: FIXTURE_TIME,
  },
  {
    type: 'MissionControl::User',
    count: 5,
    changes: 0,
    health: { unknown: 5 },
    analysis: null,
    created_at: FIXTURE_TIME,
    updated_at: FIXTURE_TIME,
  },
];

const TYPES = ['Kubernetes::Pod', 'Kubernetes::Deployment', 'AWS::RDS::DBInstance', 'MissionControl::User'];
const HEALTHS = ['healthy', 'healthy', 'healthy', 'unhealthy', 'warning', 'unknown'];
const STATUSES = ['Running', 'Running', 'Pending', 'CrashLoopBackOff', 'Available'];
const NAMESPACES = ['default', 'payments', 'platform', 'monitoring'];

/** `count` items, deterministic: item i has type, health and namespace by i. */
export function manyItems(count: number): CatalogItemRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `item-${String(index).padStart(6, '0')}`,
    type: TYPES[index % TYPES.length]!,
    config_class: TYPES[index % TYPES.length]!.split('::')[0]!,
    status: STATUSES[index % STATUSES.length]!,
    health: HEALTHS[index % HEALTHS.length]!,
    labels: { app: `app-${index % 7}`, env: index % 2 ? 'prod' : 'staging' },
    tags: { namespace: NAMESPACES[index % NAMESPACES.length]!, cluster: 'local' },
    changes: index % 5,
    analysis: null,
    cost_total_1d: null,
    created_at: FIXTURE_TIME,
    updated_at: FIXTURE_TIME,
    deleted_at: index % 50 === 49 ? FIXTURE_TIME : null,
  }));
}

export const scrapersFixture: ScraperWithStatus[] = [
  {
    id: 'scraper-demo',
    name: 'demo-infrastructure',
    source: 'ConfigFile',
    spec: { file: [{ type: '$.kind', id: '$.id', name: '$.name', paths: ['demo/**/*.json'] }] },
    created_at: FIXTURE_TIME,
    updated_at: FIXTURE_TIME,
    job_status: 'SUCCESS',
    job_success_count: 48,
    job_error_count: 0,
    job_time_start: FIXTURE_TIME,
    job_last_failed: null,
  },
  {
    id: 'scraper-people',
    name: 'people-and-teams',
    source: 'UI',
    spec: { sql: [{ type: 'MissionControl::User', id: '$.id', query: 'select * from people' }] },
    created_at: FIXTURE_TIME,
    updated_at: FIXTURE_TIME,
    job_status: 'FAILED',
    job_success_count: 0,
    job_error_count: 1,
    job_details: { errors: ['relation "people" does not exist'] },
    job_time_start: FIXTURE_TIME,
    job_last_failed: FIXTURE_TIME,
  },
  {
    id: 'scraper-aws',
    name: 'aws-prod',
    source: 'UI',
    spec: { aws: [{ region: ['eu-west-1'] }] },
    created_at: FIXTURE_TIME,
    updated_at: FIXTURE_TIME,
  },
];

export const scraperJobsFixture: JobHistory[] = [
  {
    id: 'job-2',
    name: 'Scraper',
    resource_id: 'scraper-demo',
    resource_type: 'config_scraper',
    status: 'SUCCESS',
    success_count: 48,
    error_count: 0,
    duration_millis: 820,
    time_start: FIXTURE_TIME,
    time_end: FIXTURE_TIME,
    created_at: FIXTURE_TIME,
  },
  {
    id: 'job-1',
    name: 'Scraper',
    resource_id: 'scraper-demo',
    resource_type: 'config_scraper',
    status: 'FAILED',
    success_count: 0,
    error_count: 1,
    duration_millis: 12,
    details: { errors: 'no such file or directory' },
    time_start: '2026-11-20T09:00:00Z',
    time_end: '2026-11-20T09:00:00Z',
    created_at: '2026-11-20T09:00:00Z',
  },
];

/** What the catalog fixture client serves; each part can be replaced or made to fail. */
export interface CatalogFixtureOptions {
  items?: CatalogItemRow[];
  summary?: CatalogSummaryGroup[] | Error | 'hang';
  scrapers?: ScraperWithStatus[];
  /** Reads of this table never answer (loading states). */
  hangReads?: string;
  /** Reads of this table fail with this error. */
  failReads?: { table: string; error: Error };
  /** What Run now answers (a job row), or an error. */
  runResult?: JobHistory | Error;
}

/** Applies the `.filter` match expressions and the search the item list sends; other params go to the fake. */
function filterItems(rows: CatalogItemRow[], params: [string, string][]): CatalogItemRow[] {
  let out = rows;
  for (const [key, value] of params) {
    if (key === 'health.filter' || key === 'status.filter') {
      const column = key === 'health.filter' ? 'health' : 'status';
      const terms = value.split(',');
      const include = terms.filter((term) => !term.startsWith('!'));
      const exclude = terms.filter((term) => term.startsWith('!')).map((term) => term.slice(1));
      out = out.filter((row) => {
        const cell = String(row[column] ?? '');
        return (include.length === 0 || include.includes(cell)) && !exclude.includes(cell);
      });
    }
    if (key === 'or') {
      const needle = /ilike\."?\*([^*]*)\*/.exec(value)?.[1]?.toLowerCase() ?? '';
      out = out.filter((row) => `${row.name} ${row.type}`.toLowerCase().includes(needle));
    }
    if (key === 'type') out = out.filter((row) => `eq.${row.type}` === value);
    if (key === 'deleted_at' && value === 'is.null') out = out.filter((row) => !row.deleted_at);
  }
  return out;
}

/** A client for the catalog's widgets: `db` over the fixture tables, `catalog.summary` and `runScraper`. */
export function catalogClient(options: CatalogFixtureOptions = {}) {
  const items = options.items ?? manyItems(60);
  const { db, tables } = fakeDb(
    {
      config_types: TYPES.map((type) => ({ type })),
      config_labels: [
        { key: 'app', value: 'app-1' },
        { key: 'env', value: 'prod' },
        { key: 'env', value: 'staging' },
      ],
      config_tags: [
        { key: 'cluster', value: 'local' },
        { key: 'namespace', value: 'default' },
      ],
      config_statuses: STATUSES.map((status) => ({ status })),
      config_scrapers_with_status: options.scrapers ?? scrapersFixture,
      config_scrapers: (options.scrapers ?? scrapersFixture).map(({ id, name, source, spec }) => ({
        id,
        name,
        source,
        spec,
      })),
      job_histories: scraperJobsFixture,
    },
    { hangReads: options.hangReads },
  );
  const requests: { summary: CatalogSummaryRequestBody[]; items: [string, string][][] } = { summary: [], items: [] };
  const client: PartialClient = {
    db: {
      ...db,
      async list<T>(query: PostgrestQuery, schema: z.ZodType<T>, readOptions?: { signal?: AbortSignal }) {
        if (options.hangReads === query.table) return new Promise<never>(() => undefined);
        if (options.failReads?.table === query.table) throw options.failReads.error;
        if (query.table !== 'configs') return db.list(query, schema);
        void readOptions;
        const params = query.toParams();
        requests.items.push(params);
        const matching = filterItems(items, params);
        const offset = Number(params.find(([key]) => key === 'offset')?.[1] ?? 0);
        const limit = Number(params.find(([key]) => key === 'limit')?.[1] ?? matching.length);
        return {
          data: matching.slice(offset, offset + limit).map((row) => schema.parse(row)),
          totalEntries: matching.length,
        };
      },
    },
    catalog: {
      summary: async (request) => {
        requests.summary.push(request);
        const summary = options.summary ?? summaryFixture;
        if (summary === 'hang') return new Promise<never>(() => undefined);
        if (summary instanceof Error) throw summary;
        return summary;
      },
      runScraper: async (id) => {
        const result = options.runResult ?? { ...scraperJobsFixture[0]!, id: `run-${id}`, resource_id: id };
        if (result instanceof Error) throw result;
        return result;
      },
    },
  };
  return { client, requests, tables };
}
