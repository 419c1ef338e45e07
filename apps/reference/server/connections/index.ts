import { requireAccess } from '../http/access';
import { defineServerArea } from '../http/area';
import { connectionRoutes } from './routes';

/** `/connection/*`: testing a stored connection. It uses the connection's secrets: connections write (admin). */
export const connectionsArea = defineServerArea({
  id: 'connections',
  register(api) {
    api.use('/connection/*', requireAccess('connections', 'write'));
    api.route('/connection', connectionRoutes());
  },
});
