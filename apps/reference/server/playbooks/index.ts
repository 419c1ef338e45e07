import { defineServerArea } from '../http/area';
import { playbookRoutes } from './routes';

/** `/playbook/*`: playbooks, their parameters and runs, executed by main.ts's playbook executor. */
export const playbooksArea = defineServerArea({
  id: 'playbooks',
  register(api, { playbooks }) {
    api.route('/playbook', playbookRoutes({ executor: playbooks }));
  },
});
