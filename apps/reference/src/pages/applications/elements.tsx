// The application pages by page id, each loaded on demand with the area's chunk (spread into App's ELEMENTS).
import { lazyPage } from '../lazyPage';

const pages = () => import('./ApplicationRoutes');
const ApplicationsRoute = lazyPage(pages, 'ApplicationsRoute');
const ApplicationReportRoute = lazyPage(pages, 'ApplicationReportRoute');

export const APPLICATION_ELEMENTS = {
  applications: <ApplicationsRoute />,
  application: <ApplicationReportRoute />,
};
