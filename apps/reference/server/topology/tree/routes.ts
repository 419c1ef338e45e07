import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../context';
import type { Queryable } from '../../db/database';
import { decide, rowFilterOf } from '../../auth/decide';
import { principalOf, requireAccess } from '../../http/access';
import { notFound } from '../../http/errors';
import { assembleTopology, type TopologyTreeResponse } from './assemble';
import { evaluateTopologyExpression } from './expressions';
import { parseTopologyParams, type TopologyParams } from './params';
import { readTree } from './read';

/**
 * The tree for one caller: guest access scopes and permission rows that deny components cut the rows before the
 * roll-up (the same filter /api/db applies to `components`), so a guest's cards roll up what the guest may see.
 * Null when `params.id` names no component the caller may see.
 */
export async function topologyTree(
  db: Queryable,
  c: Context<AppEnv>,
  params: TopologyParams,
): Promise<TopologyTreeResponse | null> {
  const filter = rowFilterOf(await decide(principalOf(c), { rows: 'read' }, db));
  const sqlParams: unknown[] = [];
  const visible =
    filter?.condition(
      'component',
      { id: 'co.id', tags: 'co.labels', agent: 'co.agent_id', name: 'co.name' },
      sqlParams,
    ) ?? null;
  const data = await readTree(db, { rootId: params.id, visible, params: sqlParams });
  return assembleTopology(data, params, evaluateTopologyExpression);
}

/**
 * `GET /canary/api/topology` (under /api): upstream's topology read, where its console calls it. Read on
 * `topologies` (the role table; `topology` permission rows); computed on every read, never cached, so a check
 * that fails turns its component and every ancestor unhealthy on the next read.
 */
export function registerTopologyTree(api: Hono<AppEnv>) {
  api.get('/canary/api/topology', requireAccess('topologies', 'read'), async (c) => {
    const params = parseTopologyParams(new URL(c.req.url).searchParams);
    const tree = await topologyTree(c.var.db, c, params);
    if (!tree) throw notFound(`component ${params.id} was not found`);
    return c.json(tree);
  });
}
