import { defineServerArea } from '../http/area';
import { registerLogRoutes } from './routes';

/**
 * Logs (#24): `POST /logs` searches the log store (migration 038) and `GET /logs/names` lists what it can search
 * by name. The store is filled by the engines' hooks (hooks.ts) and by LogsPass (pass.ts) on the runner's tick,
 * which tails the files `logging_backends` specs name and applies retention.
 */
export const logsArea = defineServerArea({
  id: 'logs',
  register(api) {
    registerLogRoutes(api);
  },
});

export { LogsPass } from './pass';
export { loggingBackendsTableHook } from './writeHook';
