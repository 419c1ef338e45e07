// Applications for stories and tests only: the list rows, a report like the demo application's, and a fixture
// client that answers the list, the writes and the report.
import type { ApplicationInput, ApplicationReport, ApplicationRow } from '@mission-control/api';
import { ApiError } from '@mission-control/api';
import type { PartialClient } from '../../testing/TestConsoleProvider';
import { catalogSummary } from '../../views/__fixtures__/views';

export const ORDERS_ROW: ApplicationRow = {
  id: 'a0a80001-0000-4000-8000-000000000001',
  name: 'orders',
  namespace: 'default',
  description: 'Takes and settles storefront orders',
  spec: {
    description: 'Takes and settles storefront orders',
    type: 'Online store backend',
    mapping: { logins: [{ types: ['Postgres::Database'], name: 'orders' }] },
  },
  source: 'ConfigFile',
  created_by: { id: 'p1', name: 'Ada Admin' },
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-02T09:00:00Z',
};

const backups = Array.from({ length: 40 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 6, 1 + index, 2, 41, 10)).toISOString();
  const failed = index === 13 || index === 39;
  return {
    id: `b${index}`,
    configId: 'db1',
    database: 'orders',
    date,
    type: failed ? 'BackupFailed' : 'BackupCompleted',
    status: failed ? 'failed' : 'completed',
    summary: failed ? 'Nightly backup of orders failed' : 'Nightly backup of orders completed',
    size: failed ? null : `${100 + index} GiB`,
    source: 'aws-backup',
    createdBy: null,
  };
}).reverse();

export const ORDERS_REPORT: ApplicationReport = {
  id: ORDERS_ROW.id,
  namespace: 'default',
  name: 'orders',
  type: 'Online store backend',
  description: 'Takes and settles storefront orders',
  createdAt: '2026-11-01T09:00:00Z',
  updatedAt: null,
  properties: [
    { label: 'Owner', text: 'billing' },
    { label: 'Tier', text: '1' },
  ],
  accessControl: {
    users: [
      {
        id: 'u1',
        name: 'Alice Moreau',
        email: 'alice@acme.example',
        role: 'orders_admin',
        item: 'orders',
        created: '2026-11-01T09:00:00Z',
        lastLogin: '2026-08-30T16:20:00Z',
        lastAccessReview: '2026-07-01T10:00:00Z',
        mfa: true,
      },
      {
        id: 'u2',
        name: 'Carol Jensen',
        email: 'carol@acme.example',
        role: 'orders_writer',
        item: 'orders',
        created: '2026-11-01T09:00:00Z',
        lastLogin: null,
        lastAccessReview: null,
        mfa: null,
      },
    ],
    roles: ['orders_admin', 'orders_writer'],
  },
  findings: [
    {
      id: 'f1',
      configId: 'b1',
      item: 'acme-storefront-assets',
      itemType: 'AWS::S3::Bucket',
      type: 'security',
      severity: 'high',
      title: 'public-bucket',
      description: 'Bucket acme-storefront-assets is public: its public access block is off',
      status: 'open',
      date: '2026-11-01T09:00:00Z',
      lastObserved: null,
    },
  ],
  locations: [
    {
      name: 'production',
      purpose: 'Application servers',
      type: 'on-premise',
      provider: 'Kubernetes',
      region: null,
      account: 'demo-cluster',
      resourceCount: 2,
    },
    {
      name: 'production',
      purpose: 'Database and backups',
      type: 'cloud',
      provider: 'AWS',
      region: 'eu-west-1',
      account: '123456789012',
      resourceCount: 3,
    },
  ],
  backups,
  restores: [
    {
      id: 'r1',
      configId: 'db1',
      database: 'orders',
      date: '2026-07-15T09:12:00Z',
      type: 'BackupRestored',
      status: 'completed',
      summary: 'orders restored to orders-staging from the 2026-07-13 backup',
      size: null,
      source: 'aws-backup',
      createdBy: 'alice@acme.example',
    },
  ],
  sections: [
    {
      title: 'Deployments',
      icon: 'kubernetes',
      viewRef: { namespace: 'default', name: 'deployment-overview' },
      viewId: 'v0a80001-0000-4000-8000-000000000001',
    },
  ],
};

export interface ApplicationsClientOptions {
  /** The report answers this instead: an ApiError (a server refusal) or any other error (a network failure). */
  reportError?: Error;
  /** The report never answers (the loading state). */
  pending?: boolean;
  rows?: ApplicationRow[];
}

export function applicationsClient(options: ApplicationsClientOptions = {}) {
  const saved: Array<ApplicationInput & { id?: string }> = [];
  const removed: string[] = [];
  let rows = [...(options.rows ?? [ORDERS_ROW])];
  const client: PartialClient = {
    // The report's view section (ViewContent): a catalog summary like the demo's deployments view.
    views: { run: async (_id, request) => catalogSummary(request, { title: 'Deployment overview' }) },
    applications: {
      list: async () => rows,
      save: async (input) => {
        saved.push(input);
        const row = { ...ORDERS_ROW, ...input, id: input.id ?? `new-${saved.length}`, source: 'UI' };
        rows = [row, ...rows.filter((existing) => existing.id !== row.id)];
        return row;
      },
      remove: async (id) => {
        removed.push(id);
        rows = rows.filter((row) => row.id !== id);
      },
      report: (namespace, name) => {
        if (options.pending) return new Promise(() => undefined);
        if (options.reportError) return Promise.reject(options.reportError);
        if (namespace === 'default' && name === 'orders') return Promise.resolve(ORDERS_REPORT);
        return Promise.reject(
          new ApiError('not_found', 'Not found', { body: { error: `Application ${namespace}/${name} was not found` } }),
        );
      },
    },
  };
  return { client, saved, removed };
}
