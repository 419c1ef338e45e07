// Changes and insights for stories and tests only: a feed of any size over a handful of items, one change
// with a diff, patch and details, built-in-style findings, and a fixture client that filters, sorts and
// pages them as the server does (severity means that level or worse).
import {
  severityLevels,
  type ChangeDetail,
  type ChangeRow,
  type ChangesSearchRequest,
  type ConfigAnalysis,
  type ConfigAnalysisItem,
  type ConfigAnalysisItemsParams,
} from '@mission-control/api';
import type { PartialClient } from '../../../testing/TestConsoleProvider';
import { fakeDb } from '../../../testing/postgrestFake';

export const FIXTURE_NOW = '2026-11-20T10:00:00Z';

export const ITEMS = [
  { id: '0a6f2c64-7d8b-4f51-9d2e-5d4b1c3e9a01', name: 'payments-api', type: 'Kubernetes::Deployment' },
  { id: '1b7a3d75-8e9c-4a62-8e3f-6e5c2d4f0b02', name: 'orders-db', type: 'AWS::RDS::DBInstance' },
  { id: '2c8b4e86-9fad-4b73-9f40-7f6d3e5a1c03', name: 'assets-bucket', type: 'AWS::S3::Bucket' },
  { id: '3d9c5f97-a0be-4c84-a051-807e4f6b2d04', name: 'web-7d9f-x2k4', type: 'Kubernetes::Pod' },
] as const;

const KINDS = [
  {
    change_type: 'diff',
    severity: 'info',
    source: 'diff',
    summary: 'spec.replicas, spec.template.spec.containers[0].image',
  },
  {
    change_type: 'Unhealthy',
    severity: 'medium',
    source: 'config-db',
    summary: 'CrashLoopBackOff: back-off restarting',
  },
  {
    change_type: 'PrivilegeEscalation',
    severity: 'critical',
    source: 'kubernetes',
    summary: 'container runs privileged',
  },
  { change_type: 'BackupFailed', severity: 'high', source: 'aws', summary: 'automated backup failed' },
  { change_type: 'Pulled', severity: 'low', source: 'kubernetes', summary: 'Successfully pulled image nginx:1.27' },
  { change_type: 'PlaybookCompleted', severity: 'info', source: 'playbook', summary: 'restart-deployment finished' },
] as const;

export const DIFF_TEXT = `--- before
+++ after
@@ -3,7 +3,7 @@
   "kind": "Deployment",
   "spec": {
-    "replicas": 2,
+    "replicas": 3,
     "template": {
       "spec": {
-        "containers": [{ "image": "nginx:1.25" }]
+        "containers": [{ "image": "nginx:1.27" }]
       }
`;

/** `count` changes, newest first, a minute apart: change i has kind i % 6 and item i % 4; every 7th merged ten times. */
export function manyChanges(count: number): ChangeRow[] {
  const now = Date.parse(FIXTURE_NOW);
  return Array.from({ length: count }, (_, index) => {
    const kind = KINDS[index % KINDS.length]!;
    const item = ITEMS[index % ITEMS.length]!;
    const merged = index % 7 === 0;
    return {
      id: `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      config_id: item.id,
      name: item.name,
      type: item.type,
      tags: { namespace: index % 2 ? 'payments' : 'default', cluster: 'local' },
      ...kind,
      created_at: new Date(now - index * 60_000).toISOString(),
      first_observed: merged ? new Date(now - index * 60_000 - 3_600_000).toISOString() : null,
      count: merged ? 10 : 1,
      external_created_by: kind.source === 'kubernetes' ? 'kubelet' : null,
      created_by: null,
    };
  });
}

/** The whole of a change: the row with a diff, patch and details (a diff change carries all three). */
export function changeDetailOf(row: ChangeRow): ChangeDetail {
  const item = ITEMS.find((entry) => entry.id === row.config_id);
  return {
    ...row,
    config: item ? { id: item.id, name: item.name, type: item.type } : null,
    diff: row.change_type === 'diff' ? DIFF_TEXT : null,
    patches: row.change_type === 'diff' ? { spec: { replicas: 2 } } : null,
    details: row.change_type === 'diff' ? null : { reason: row.summary, previous: 'healthy' },
  };
}

export const insightsFixture: ConfigAnalysisItem[] = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    config_id: ITEMS[0].id,
    analyzer: 'privileged-container',
    analysis_type: 'security',
    severity: 'critical',
    status: 'open',
    message: 'payments-api: container api runs privileged',
    source: 'analyzer',
    first_observed: '2026-11-19T08:00:00Z',
    last_observed: FIXTURE_NOW,
    config_type: ITEMS[0].type,
    config: { id: ITEMS[0].id, name: ITEMS[0].name, type: ITEMS[0].type },
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    config_id: ITEMS[0].id,
    analyzer: 'image-tag-latest',
    analysis_type: 'reliability',
    severity: 'medium',
    status: 'open',
    message: 'payments-api runs nginx:latest: the latest tag is not pinned to a version',
    source: 'analyzer',
    first_observed: '2026-11-18T08:00:00Z',
    last_observed: FIXTURE_NOW,
    config_type: ITEMS[0].type,
    config: { id: ITEMS[0].id, name: ITEMS[0].name, type: ITEMS[0].type },
  },
  {
    id: 'a0000000-0000-4000-8000-000000000003',
    config_id: ITEMS[2].id,
    analyzer: 'public-bucket',
    analysis_type: 'security',
    severity: 'high',
    status: 'open',
    message: 'Bucket assets-bucket is public: its public access block is off',
    source: 'analyzer',
    first_observed: '2026-11-17T08:00:00Z',
    last_observed: FIXTURE_NOW,
    config_type: ITEMS[2].type,
    config: { id: ITEMS[2].id, name: ITEMS[2].name, type: ITEMS[2].type },
  },
  {
    id: 'a0000000-0000-4000-8000-000000000004',
    config_id: ITEMS[1].id,
    analyzer: 'database-without-recent-backup',
    analysis_type: 'reliability',
    severity: 'high',
    status: 'resolved',
    message: 'Database orders-db has no recent backup (retention 0 days)',
    source: 'analyzer',
    first_observed: '2026-11-10T08:00:00Z',
    last_observed: '2026-11-15T08:00:00Z',
    config_type: ITEMS[1].type,
    config: { id: ITEMS[1].id, name: ITEMS[1].name, type: ITEMS[1].type },
  },
];

/** A match expression (`a,!b`) over one value, as the server applies it (plain values only). */
function matchesExpression(value: string | null | undefined, expression: string | undefined): boolean {
  if (!expression) return true;
  const terms = expression.split(',').filter(Boolean);
  const include = terms.filter((term) => !term.startsWith('!'));
  const exclude = terms.filter((term) => term.startsWith('!')).map((term) => term.slice(1));
  const text = value ?? '';
  return (include.length === 0 || include.includes(text)) && !exclude.includes(text);
}

export function searchChanges(rows: readonly ChangeRow[], request: ChangesSearchRequest) {
  const levels = severityLevels(request.severity);
  let out = rows.filter(
    (row) =>
      (!levels || levels.includes((row.severity ?? '') as never)) &&
      matchesExpression(row.change_type, request.type) &&
      matchesExpression(row.source, request.source) &&
      matchesExpression(row.type, request.config_type) &&
      (!request.id || row.config_id === request.id || request.recursive !== 'none'),
  );
  if (request.id && request.recursive === 'none') out = out.filter((row) => row.config_id === request.id);
  const sortBy = request.sort_by ?? '-created_at';
  const descending = sortBy.startsWith('-');
  const column = (descending ? sortBy.slice(1) : sortBy) as keyof ChangeRow;
  out = [...out].sort((a, b) => {
    const order = String(a[column] ?? '').localeCompare(String(b[column] ?? ''), undefined, { numeric: true });
    return descending ? -order : order;
  });
  const size = request.page_size ?? 50;
  const start = ((request.page ?? 1) - 1) * size;
  const changes = out.slice(start, start + size);
  const summary: Record<string, number> = {};
  for (const row of changes) summary[row.change_type] = (summary[row.change_type] ?? 0) + 1;
  return { total: out.length, summary, changes, total_exact: true };
}

function searchInsights(rows: readonly ConfigAnalysisItem[], params: ConfigAnalysisItemsParams) {
  const out = rows.filter(
    (row) =>
      (!params.configId || row.config_id === params.configId) &&
      (!params.configType || row.config_type === params.configType) &&
      (!params.analysisType || row.analysis_type === params.analysisType) &&
      (!params.severity || row.severity === params.severity) &&
      (!params.analyzer || row.analyzer === params.analyzer) &&
      (!params.status || row.status === params.status),
  );
  return {
    data: out.slice(params.pageIndex * params.pageSize, (params.pageIndex + 1) * params.pageSize),
    totalEntries: out.length,
  };
}

export interface ChangesFixtureOptions {
  changes?: ChangeRow[];
  insights?: ConfigAnalysisItem[];
  /** The feed's search fails with this error, or never answers. */
  searchError?: Error | 'hang';
  /** Details of a change fail with this error. */
  detailError?: Error;
}

/** A client for the feed and insights widgets: `changes.*` over the fixture rows, `db` for the filter options. */
export function changesClient(options: ChangesFixtureOptions = {}) {
  const rows = options.changes ?? manyChanges(120);
  const insights = options.insights ?? insightsFixture;
  const { db } = fakeDb({
    change_types: [...new Set([...KINDS.map((kind) => kind.change_type), 'Healthy'])]
      .sort()
      .map((change_type) => ({ change_type })),
    config_types: [...new Set(ITEMS.map((item) => item.type))].map((type) => ({ type })),
    config_tags: [
      { key: 'cluster', value: 'local' },
      { key: 'namespace', value: 'default' },
      { key: 'namespace', value: 'payments' },
    ],
  });
  const requests: { search: ChangesSearchRequest[]; insights: ConfigAnalysisItemsParams[] } = {
    search: [],
    insights: [],
  };
  const client: PartialClient = {
    db,
    changes: {
      search: async (request) => {
        requests.search.push(request);
        if (options.searchError === 'hang') return new Promise<never>(() => undefined);
        if (options.searchError) throw options.searchError;
        return searchChanges(rows, request);
      },
      detail: async (changeId) => {
        if (options.detailError) throw options.detailError;
        const row = rows.find((change) => change.id === changeId);
        return row ? changeDetailOf(row) : undefined;
      },
      insights: async (params) => {
        requests.insights.push(params);
        return searchInsights(insights, params);
      },
      insight: async (id): Promise<ConfigAnalysis | undefined> => {
        const row = insights.find((insight) => insight.id === id);
        return row
          ? { ...row, analysis: { containers: [{ name: 'api', securityContext: { privileged: true } }] } }
          : undefined;
      },
      analyzers: async () =>
        [...new Set(insights.filter((row) => row.status === 'open').map((row) => row.analyzer))].sort(),
    },
  };
  return { client, requests, rows };
}
