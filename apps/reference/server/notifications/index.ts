import { defineServerArea } from '../http/area';
import { registerDemoRoutes } from './demo';
import { registerNotificationRoutes } from './routes';

/**
 * Notifications (#22): `/notification/summary`, `/notification/silence`, `/notification/silence_preview`, and the
 * live demo's targets `/notification/demo/:service`. The
 * dispatcher that consumes the event queue and sends is main.ts's, a pass of the runner's tick.
 */
export const notificationsArea = defineServerArea({
  id: 'notifications',
  register(api) {
    registerNotificationRoutes(api);
    registerDemoRoutes(api);
  },
});
