import { defineServerArea } from '../http/area';
import { hostedRoutes } from './routes';

/** `/hosted/*`: hosted mode's organisations and their direct-request tokens. */
export const hostedArea = defineServerArea({
  id: 'hosted',
  register(api, { hosted }) {
    api.route('/hosted', hostedRoutes(hosted));
  },
});
