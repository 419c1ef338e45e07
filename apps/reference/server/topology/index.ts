import { defineServerArea } from '../http/area';
import { registerTopologyRoutes } from './routes';
import { registerTopologyTree } from './tree';

/**
 * `/topology/*`: the topology runner's Run now (the engine is main.ts's, on the check runner's tick), and the tree
 * endpoint of topology/tree/.
 *
 * T2 (topology/tree/): register the tree route HERE, inside `register` below, as
 * `api.get('/canary/api/topology', …)` (full path under `/api`). canaryArea mounts its sub-app at `/canary` with
 * fixed paths only (no catch-all, no `use('*')`), and it is registered before this area in server/areas.ts, so a
 * path it does not declare falls through to the routes registered here and `/api/canary/api/topology` is reached.
 * Do not add it to canary/routes.ts: the canary area is not ours.
 */
export const topologyArea = defineServerArea({
  id: 'topology',
  register(api, { topologies }) {
    registerTopologyRoutes(api, topologies);
    registerTopologyTree(api);
  },
});
