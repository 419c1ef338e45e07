import { defineServerArea } from '../http/area';
import { agentRoutes } from './routes';

/** `/agent/*`: registering agents and their credentials. */
export const agentsArea = defineServerArea({
  id: 'agents',
  register(api) {
    api.route('/agent', agentRoutes());
  },
});
