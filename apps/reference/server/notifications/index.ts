import { defineServerArea } from '../http/area';
import { registerNotificationRoutes } from './routes';

/**
 * Notifications (#22): `/notification/summary`, `/notification/silence`, `/notification/silence_preview`. The
 * dispatcher that consumes the event queue and sends is main.ts's, a pass of the runner's tick.
 */
export const notificationsArea = defineServerArea({
  id: 'notifications',
  register(api) {
    registerNotificationRoutes(api);
  },
});
