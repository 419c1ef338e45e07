// The incident pages by page id, each loaded on demand with the area's chunk (spread into App's ELEMENTS).
import { lazyPage } from '../lazyPage';

const pages = () => import('./IncidentRoutes');
const IncidentsRoute = lazyPage(pages, 'IncidentsRoute');

export const INCIDENT_ELEMENTS = {
  incidents: <IncidentsRoute />,
};
