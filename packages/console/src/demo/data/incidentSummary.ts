/** Incident rows as `GET /db/incidents?select=*,hypotheses(*,evidences(*,checks(id,name)))` returns them. */
export const summaryCheck = { id: '0c5f7a3e-0000-4000-8000-00000000c0de', name: 'api/payments' };

export const incidentWithEvidence = {
  id: '7d1c2b9e-0002-4c4e-9a51-000000000002',
  incident_id: 'INC0000002',
  title: 'Payments API outage',
  description: 'Card payments fail with 502 since 10:05.',
  severity: 'critical',
  type: 'availability',
  status: 'open',
  created_at: '2026-08-21T10:06:00.000Z',
  hypotheses: [
    {
      id: '5e0f3a11-0002-4d6b-8f0e-000000000002',
      incident_id: '7d1c2b9e-0002-4c4e-9a51-000000000002',
      title: 'Upstream gateway is rate limiting',
      type: 'factor',
      status: 'unlikely',
      created_at: '2026-08-21T10:20:00.000Z',
      evidences: [],
    },
    {
      id: '5e0f3a11-0001-4d6b-8f0e-000000000001',
      incident_id: '7d1c2b9e-0002-4c4e-9a51-000000000002',
      title: 'Database failover',
      type: 'root',
      status: 'possible',
      created_at: '2026-08-21T10:10:00.000Z',
      evidences: [
        {
          id: 'e1',
          hypothesis_id: '5e0f3a11-0001-4d6b-8f0e-000000000001',
          type: 'check',
          description: 'Health check failing since the failover',
          check_id: summaryCheck.id,
          checks: summaryCheck,
          created_at: '2026-08-21T10:11:00.000Z',
        },
        {
          id: 'e2',
          hypothesis_id: '5e0f3a11-0001-4d6b-8f0e-000000000001',
          type: 'config',
          description: '',
          config_id: '9b2e0000-0000-4000-8000-0000000000c1',
          checks: null,
          created_at: '2026-08-21T10:12:00.000Z',
        },
      ],
    },
  ],
};

export const incidentWithoutHypotheses = {
  id: '7d1c2b9e-0003-4c4e-9a51-000000000003',
  incident_id: 'INC0000003',
  title: 'Nightly backup slower than usual',
  description: '',
  severity: 'low',
  type: 'technical_debt',
  status: 'investigating',
  created_at: '2026-08-21T02:00:00.000Z',
  hypotheses: [],
};
