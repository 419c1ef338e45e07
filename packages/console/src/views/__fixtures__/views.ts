// Views for stories and tests: a catalog summary like the demo's, and the states around it.
import type { ViewRequest, ViewResult } from '@mission-control/api';
import { viewResultSchema } from '@mission-control/api';

const ITEMS: [string, string, string, string, number, number, string][] = [
  ['payments-api', 'Kubernetes::Deployment', 'unhealthy', 'CrashLoopBackOff', 734003200, 250, '2026-11-27T09:12:00Z'],
  ['orders-db', 'AWS::RDS::DBInstance', 'unhealthy', 'Stopped', 21474836480, 2000, '2026-11-26T22:40:00Z'],
  ['ingress-nginx', 'Kubernetes::Deployment', 'warning', 'Progressing', 268435456, 100, '2026-11-27T08:01:00Z'],
  ['node-eu-1', 'Kubernetes::Node', 'unhealthy', 'NotReady', 17179869184, 4000, '2026-11-27T07:30:00Z'],
  ['backup-bucket', 'AWS::S3::Bucket', 'warning', 'Public', 0, 0, '2026-11-25T12:00:00Z'],
];

/** The table's columns: one of most types, a multiselect filter on `type`, and the row attributes carrier. */
export const summaryColumns: ViewResult['columns'] = [
  { name: 'name', type: 'string', primaryKey: true },
  { name: 'type', type: 'string', filter: { type: 'multiselect' } },
  { name: 'health', type: 'health' },
  { name: 'status', type: 'status' },
  { name: 'memory', type: 'bytes' },
  { name: 'cpu', type: 'millicore' },
  { name: 'updated', type: 'datetime' },
  { name: 'usage', type: 'gauge', gauge: { min: 0, max: 100, thresholds: [{ percent: 80, color: 'red' }] } },
  { name: 'uptime', type: 'duration' },
  { name: 'ready', type: 'boolean' },
  { name: 'attributes', type: 'row_attributes' },
];

function rowsFor(type: string | undefined): unknown[][] {
  return ITEMS.filter((item) => !type || type === 'all' || item[1] === type).map((item, index) => [
    item[0],
    item[1],
    item[2],
    item[3],
    item[4],
    item[5],
    item[6],
    (index + 1) * 17,
    (index + 1) * 3_600_000_000_000,
    index % 2 === 0,
    { name: { url: `/catalog/item-${index}` } },
  ]);
}

/** The catalog summary view for a request: the `type` variable and filter narrow the rows, the page cuts them. */
export function catalogSummary(request: ViewRequest = {}, overrides: Partial<ViewResult> = {}): ViewResult {
  const type = request.variables?.type;
  let rows = rowsFor(type);
  const filter = request.filters?.type;
  if (filter && filter.length > 0) rows = rows.filter((row) => filter.includes(String(row[1])));
  if (request.sort) {
    const desc = request.sort.startsWith('-');
    const column = summaryColumns.findIndex((c) => c.name === request.sort!.replace(/^-/, ''));
    rows = [...rows].sort((a, b) => String(a[column]).localeCompare(String(b[column])) * (desc ? -1 : 1));
  }
  const offset = request.offset ?? 0;
  const limit = request.limit ?? 50;
  return viewResultSchema.parse({
    id: 'view-catalog-summary',
    namespace: 'default',
    name: 'catalog-summary',
    title: 'Catalog summary',
    icon: 'folder',
    description: 'Catalog items by type and health, and the items that need attention.',
    lastRefreshedAt: '2026-11-27T10:00:00Z',
    refreshError: null,
    stale: false,
    columns: summaryColumns,
    rows: rows.slice(offset, offset + limit),
    total: rows.length,
    panels: [
      {
        name: 'Items by type',
        type: 'piechart',
        rows: [
          { type: 'Kubernetes::Deployment', count: 12 },
          { type: 'Kubernetes::Node', count: 3 },
          { type: 'AWS::S3::Bucket', count: 4 },
        ],
      },
      { name: 'Catalog items', type: 'number', rows: [{ value: 19 }] },
      {
        name: 'Items by health',
        type: 'piechart',
        rows: [
          { health: 'healthy', count: 14 },
          { health: 'unhealthy', count: 3 },
          { health: 'warning', count: 2 },
        ],
      },
      { name: 'Healthy share', type: 'gauge', gauge: { min: 0, max: 100, unit: '%' }, rows: [{ value: 74 }] },
      { name: 'Oldest unhealthy', type: 'duration', rows: [{ value: 5_400_000_000_000 }] },
      { name: 'Note', type: 'text', rows: [{ value: 'Unhealthy items first.' }] },
    ],
    columnOptions: { type: ['AWS::RDS::DBInstance', 'AWS::S3::Bucket', 'Kubernetes::Deployment', 'Kubernetes::Node'] },
    variables: [
      {
        key: 'type',
        label: 'Type',
        type: 'list',
        options: ['all', 'Kubernetes::Deployment', 'Kubernetes::Node', 'AWS::S3::Bucket'],
        default: 'all',
        value: type ?? 'all',
      },
    ],
    requestFingerprint: `fp-${type ?? 'all'}`,
    ...overrides,
  });
}

/** Served from cache after a failed refresh: the data is old and the error says why. */
export function staleWithError(request: ViewRequest = {}): ViewResult {
  return catalogSummary(request, {
    stale: true,
    lastRefreshedAt: '2026-11-27T06:00:00Z',
    refreshError: 'query "unhealthy" failed: relation "config_items_x" does not exist',
  });
}

/** A view whose queries found nothing. */
export function emptyView(request: ViewRequest = {}): ViewResult {
  return catalogSummary(request, { rows: [], total: 0, panels: [], columnOptions: {} });
}
