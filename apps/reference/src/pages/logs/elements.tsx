// The logs page by page id, loaded on demand with the area's chunk (spread into App's ELEMENTS).
import { lazyPage } from '../lazyPage';

const LogsRoute = lazyPage(() => import('./LogsRoutes'), 'LogsRoute');

export const LOG_ELEMENTS = {
  logs: <LogsRoute />,
};
