import type { Hypothesis, Incident } from '@mission-control/api';

/** Incidents and hypotheses of the Link to Incident modal, for the demo, tests and stories. */
export const incidentsFixture: Incident[] = [
  {
    id: '7d1c2b9e-0001-4c4e-9a51-000000000001',
    incident_id: 'INC0000001',
    title: 'Checkout latency above SLO',
    severity: 'high',
    type: 'performance',
    status: 'open',
  },
  {
    id: '7d1c2b9e-0002-4c4e-9a51-000000000002',
    incident_id: 'INC0000002',
    title: 'Payments API outage',
    severity: 'critical',
    type: 'availability',
    status: 'investigating',
  },
];

export const [checkoutIncident, paymentsIncident] = incidentsFixture as [Incident, Incident];

export const hypothesesFixture: Hypothesis[] = [
  {
    id: '5e0f3a11-0001-4d6b-8f0e-000000000001',
    incident_id: paymentsIncident.id,
    title: 'Database failover',
    type: 'root',
    status: 'possible',
  },
];

export const evidenceCheck = { id: '0c5f7a3e-0000-4000-8000-00000000c0de', name: 'api/payments' };
