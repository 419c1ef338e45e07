import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { COMPONENT_CHECK_FIELDS, componentCheckSchema, componentChecksQuery, topologyResponseSchema } from './topology';

const body = {
  components: [
    {
      id: 'root',
      name: 'Payments platform',
      status: 'healthy',
      health: 'unhealthy',
      labels: { env: 'prod' },
      team_names: ['payments'],
      properties: [{ name: 'rps', label: 'Requests/s', value: 120, unit: 'rps', headline: true }],
      summary: { healthy: 2, unhealthy: 1, warning: 1, checks: { healthy: 3, unhealthy: 1 } },
      components: [
        { id: 'db', name: 'postgres', status: 'healthy', health: 'unhealthy', components: null, summary: {} },
      ],
    },
  ],
  healthStatuses: ['healthy', 'unhealthy'],
  teams: ['payments'],
  tags: { env: ['prod'] },
  types: ['Database', 'Service'],
};

describe('topology response', () => {
  it('parses the nested tree with its roll-up and filter options', () => {
    const parsed = topologyResponseSchema.parse(body);
    const [root] = parsed.components;
    expect(root!.health).toBe('unhealthy');
    expect(root!.summary.checks).toEqual({ healthy: 3, unhealthy: 1 });
    expect(root!.properties[0]!.headline).toBe(true);
    expect(root!.components[0]!.components).toEqual([]);
    expect(root!.components[0]!.properties).toEqual([]);
    expect(parsed.tags).toEqual({ env: ['prod'] });
  });

  it('reads absent lists as empty and an unknown health as unknown', () => {
    const parsed = topologyResponseSchema.parse({ components: [{ id: 'x', name: 'x', health: 'purple' }] });
    expect(parsed).toMatchObject({ healthStatuses: [], teams: [], types: [], tags: {} });
    expect(parsed.components[0]).toMatchObject({ health: 'unknown', status: 'unknown', summary: {}, components: [] });
  });

  it('names the failing field of a broken child', () => {
    const broken = { components: [{ ...body.components[0], components: [{ id: 'db', name: 7 }] }] };
    const result = topologyResponseSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['components', 0, 'components', 0, 'name']);
  });

  it('sends every filter the console sets, booleans and numbers as text', async () => {
    const urls: string[] = [];
    const client = createClient({
      baseUrl: 'http://mc.test',
      fetch: async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    const response = await client.canary.topology({ team: 'payments', hidden: false, agent_id: 'a1', depth: 2 });
    expect(response.components[0]!.name).toBe('Payments platform');
    expect(urls[0]).toBe('http://mc.test/api/canary/api/topology?team=payments&hidden=false&agent_id=a1&depth=2');
  });
});

describe('the checks linked to a component', () => {
  it('selects exactly the fields the schema keeps, so a row parses whole', () => {
    expect(Object.keys(componentCheckSchema.shape).sort()).toEqual([...COMPONENT_CHECK_FIELDS].sort());
    const select = new URLSearchParams(componentChecksQuery('c1').toString()).get('select');
    expect(select).toBe(`checks(${COMPONENT_CHECK_FIELDS.join(',')})`);
  });
});
