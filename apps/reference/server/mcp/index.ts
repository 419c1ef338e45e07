import { defineServerArea } from '../http/area';
import { mcpRoutes } from './routes';

/** `/mcp`: the Model Context Protocol server; its tools call this API in process (`deps.dispatch`). */
export const mcpArea = defineServerArea({
  id: 'mcp',
  register(api, { dispatch, version }) {
    api.route('/mcp', mcpRoutes({ dispatch, version }));
  },
});
