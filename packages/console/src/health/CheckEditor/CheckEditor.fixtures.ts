import type { Canary } from '@mission-control/api';

/** An HTTP canary as the database returns it, shared by the editor's tests and stories. */
export const existingHttpCanary: Canary = {
  id: 'c1',
  name: 'payments',
  namespace: 'default',
  source: 'UI',
  labels: { team: 'payments' },
  spec: { schedule: '@every 1m', http: [{ name: 'payments', url: 'https://pay.example.com', thresholdMillis: 800 }] },
};
