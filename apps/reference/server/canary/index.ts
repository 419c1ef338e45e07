import { defineServerArea } from '../http/area';
import { canaryRoutes } from './routes';

/** `/canary/*`: the health summary, graphs and Run Now on main.ts's check runner. */
export const canaryArea = defineServerArea({
  id: 'canary',
  register(api, { runner, version }) {
    api.route('/canary', canaryRoutes({ runner, version }));
  },
});
