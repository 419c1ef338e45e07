import { defineServerArea } from '../http/area';
import { peopleRoutes, rbacRoutes } from './routes';

/** `/people/*` and `/rbac/*`: people, their roles and teams. */
export const peopleArea = defineServerArea({
  id: 'people',
  register(api) {
    api.route('/people', peopleRoutes());
    api.route('/rbac', rbacRoutes());
  },
});
