import { publicRoute, requireAccess } from '../http/access';
import { defineServerArea } from '../http/area';
import { identityRoutes } from './routes';

/**
 * `/kratos/*`: the identity service. Its admin API is for administrators and the rest is public; the area is
 * registered first, so these `use` declarations run before any other area's.
 */
export const identityArea = defineServerArea({
  id: 'identity',
  register(api, { db }) {
    api.use('/kratos/admin/*', requireAccess('identities', 'write'));
    api.use('/kratos/*', publicRoute());
    api.route('/kratos', identityRoutes({ db }));
  },
});
