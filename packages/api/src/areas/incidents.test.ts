import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { fakeFetch, json, type RecordedCall } from '../test/fakeFetch';
import { IncidentLinkError, linkToIncident } from './incidents';

const user = { id: 'u-1' };
const now = '2026-11-01T10:00:00Z';

/** Answers each POST /db/<table> with the posted row plus an id, like PostgREST with return=representation. */
function backend(fail?: { table: string; status: number; body: unknown }) {
  return fakeFetch((call: RecordedCall) => {
    const table = new URL(call.url, 'http://x').pathname.split('/').pop()!;
    if (fail?.table === table) return json(fail.body, { status: fail.status });
    const row = call.body as Record<string, unknown>;
    return json([{ id: `${table}-1`, status: 'open', created_at: now, ...row }], { status: 201 });
  });
}

const posts = (calls: RecordedCall[]) => calls.map((c) => [c.method, c.url, c.body]);

describe('linkToIncident', () => {
  it('creates a new incident, its root hypothesis titled like it, then the evidence', async () => {
    const { fetch, calls } = backend();
    const result = await linkToIncident(createClient({ fetch }).db, {
      user,
      incident: { title: '  Checkout is down ', severity: 'high', type: 'availability' },
      target: { check_id: 'check-1' },
      type: 'check',
      evidence: { name: 'homepage' },
      description: 'first failure at 10:00',
    });
    expect(posts(calls)).toEqual([
      [
        'POST',
        '/api/db/incidents',
        { title: 'Checkout is down', severity: 'high', type: 'availability', description: '', created_by: 'u-1' },
      ],
      [
        'POST',
        '/api/db/hypotheses',
        { title: 'Checkout is down', incident_id: 'incidents-1', created_by: 'u-1', status: 'possible', type: 'root' },
      ],
      [
        'POST',
        '/api/db/evidences',
        {
          hypothesis_id: 'hypotheses-1',
          created_by: 'u-1',
          type: 'check',
          description: 'first failure at 10:00',
          evidence: { name: 'homepage' },
          check_id: 'check-1',
          config_id: null,
          config_change_id: null,
          config_analysis_id: null,
          component_id: null,
        },
      ],
    ]);
    expect(calls[0]!.headers).toMatchObject({ Prefer: 'return=representation' });
    expect(result).toMatchObject({
      incidentId: 'incidents-1',
      hypothesisId: 'hypotheses-1',
      evidence: { id: 'evidences-1' },
    });
  });

  it('adds a new hypothesis to an existing incident', async () => {
    const { fetch, calls } = backend();
    const result = await linkToIncident(createClient({ fetch }).db, {
      user,
      incident: { id: 'inc-9' },
      hypothesis: { title: 'DNS' },
      target: { config_id: 'cfg-1' },
      type: 'config',
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/db/hypotheses', '/api/db/evidences']);
    expect(calls[0]!.body).toMatchObject({ incident_id: 'inc-9', title: 'DNS', type: 'root', status: 'possible' });
    expect(calls[1]!.body).toMatchObject({
      hypothesis_id: 'hypotheses-1',
      config_id: 'cfg-1',
      evidence: {},
      description: '',
    });
    expect(result.incidentId).toBe('inc-9');
  });

  it('only writes the evidence when incident and hypothesis exist', async () => {
    const { fetch, calls } = backend();
    await linkToIncident(createClient({ fetch }).db, {
      user,
      incident: { id: 'inc-9' },
      hypothesis: { id: 'hyp-3' },
      target: { component_id: 'comp-1' },
      type: 'topology',
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/db/evidences']);
    expect(calls[0]!.body).toMatchObject({ hypothesis_id: 'hyp-3', component_id: 'comp-1', type: 'topology' });
  });

  it.each([
    ['incidents', 'incident', 1],
    ['hypotheses', 'hypothesis', 2],
    ['evidences', 'evidence', 3],
  ] as const)('names the failed step when POST /db/%s fails', async (table, stage, callCount) => {
    const { fetch, calls } = backend({ table, status: 400, body: { code: '22P02', message: 'invalid input syntax' } });
    const error = await linkToIncident(createClient({ fetch }).db, {
      user,
      incident: { title: 'x', severity: 'low', type: 'cost' },
      target: { check_id: 'c' },
      type: 'check',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncidentLinkError);
    expect(error).toMatchObject({ stage, message: 'invalid input syntax' });
    expect(calls).toHaveLength(callCount);
  });

  it('writes nothing when there is no resource to link or the hypothesis title is empty', async () => {
    const { fetch, calls } = backend();
    const db = createClient({ fetch }).db;
    await expect(
      linkToIncident(db, { user, incident: { id: 'i' }, hypothesis: { id: 'h' }, target: {}, type: 'check' }),
    ).rejects.toMatchObject({ stage: 'evidence' });
    await expect(
      linkToIncident(db, {
        user,
        incident: { id: 'i' },
        hypothesis: { title: '  ' },
        target: { check_id: 'c' },
        type: 'check',
      }),
    ).rejects.toMatchObject({ stage: 'hypothesis', message: 'A hypothesis title is required' });
    expect(calls).toHaveLength(0);
  });
});
