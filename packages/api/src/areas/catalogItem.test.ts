import { describe, expect, it } from 'vitest';
import {
  configChecksQuery,
  configDetailQuery,
  configDetailSchema,
  configPlaybookRunsQuery,
  relatedConfigsQuery,
} from './catalogItem';

describe('catalog item queries', () => {
  it('reads one config_detail row', () => {
    expect(configDetailQuery('c1').toString()).toBe('select=*&id=eq.c1');
  });

  it.each([
    [
      'outgoing, hard only',
      { configId: 'c1', direction: 'outgoing' as const },
      'config_id=c1&type_filter=outgoing&include_deleted_configs=false&max_depth=10&outgoing_relation=hard',
    ],
    [
      'incoming with soft relations',
      { configId: 'c1', direction: 'incoming' as const, soft: true },
      'config_id=c1&type_filter=incoming&include_deleted_configs=false&max_depth=10&incoming_relation=both',
    ],
    [
      'both ways',
      { configId: 'c1', direction: 'all' as const, includeDeleted: true },
      'config_id=c1&type_filter=all&include_deleted_configs=true&max_depth=10&incoming_relation=hard&outgoing_relation=hard',
    ],
  ])('calls the RPC by GET with its arguments (%s)', (_name, params, args) => {
    const query = relatedConfigsQuery(params);
    expect(query.table).toBe('rpc/related_configs_recursive');
    expect(decodeURIComponent(query.toString())).toBe(`${args}&order=type,name`);
  });

  it('filters the RPC result columns with ordinary PostgREST filters', () => {
    const params = Object.fromEntries(
      relatedConfigsQuery({
        configId: 'c1',
        direction: 'all',
        types: ['Kubernetes::Pod', 'Kubernetes::Service'],
        health: ['unhealthy'],
        status: ['Running'],
      }).toParams(),
    );
    expect(params.type).toBe('in.("Kubernetes::Pod","Kubernetes::Service")');
    expect(params.health).toBe('in.(unhealthy)');
    expect(params.status).toBe('in.(Running)');
  });

  it('reads linked checks and top-level playbook runs', () => {
    expect(configChecksQuery('c1').toString()).toBe('config_id=eq.c1&order=name');
    expect(decodeURIComponent(configPlaybookRunsQuery('c1', { pageIndex: 1, pageSize: 50 }).toString())).toBe(
      'select=*,playbooks(id,name,title,icon)&config_id=eq.c1&parent_id=is.null&order=created_at.desc&limit=50&offset=50',
    );
  });

  it('parses a config_detail row and names a wrong field', () => {
    const row = configDetailSchema.parse({
      id: 'c1',
      name: 'api',
      summary: { relationships: 3, checks: '2', changes: null },
      config: { kind: 'Deployment' },
    });
    expect(row.summary?.checks).toBe(2);
    expect(() => configDetailSchema.parse({ name: 'no id' })).toThrow(/id/);
  });

  it('reads odd scraped values without failing the row', () => {
    const row = configDetailSchema.parse({
      id: 'c1',
      tags: { replicas: 2, env: 'prod' },
      properties: { not: 'a list' },
      cost_total_30d: '12.5000',
    });
    expect(row.tags).toEqual({ replicas: '2', env: 'prod' });
    expect(row.properties).toBeNull();
    expect(row.cost_total_30d).toBe(12.5);
  });
});
