import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAccess } from '../http/access';
import { badRequest, HttpError } from '../http/errors';
import { uuidParam } from '../http/input';
import { TopologyBusyError, type TopologyEngine } from './engine';

/**
 * `POST /api/topology/{id}/run`: runs the topology now and answers, when the run has finished, with its job_history
 * row (200, also when the run failed: the row's `details.errors` says why; `details.topology_summary` counts the
 * components and links the run wrote, `root` the root component's id). Access: write on `topologies`, the right
 * that saves a topology (admin and editor), since a run writes components as the spec says.
 */
export function registerTopologyRoutes(api: Hono<AppEnv>, topologies: TopologyEngine) {
  api.post('/topology/:id/run', requireAccess('topologies', 'write'), async (c) => {
    const id = uuidParam(c, 'id');
    if (!id) throw badRequest(`"${c.req.param('id')}" is not a topology id (a UUID)`);
    let job;
    try {
      job = await topologies.runNow(id, c.req.raw.signal);
    } catch (error) {
      if (error instanceof TopologyBusyError) throw new HttpError('conflict', error.message);
      throw error;
    }
    if (!job) throw new HttpError('not_found', `topology ${id} not found`);
    return c.json(job);
  });
}
