import { defineServerArea } from '../http/area';
import { authRoutes, propertiesRoutes } from './routes';

/** `/auth/*` (who the caller is, what they may do, their access tokens, invitations) and `/properties`. */
export const accountArea = defineServerArea({
  id: 'account',
  register(api) {
    api.route('/auth', authRoutes());
    api.route('/properties', propertiesRoutes());
  },
});
