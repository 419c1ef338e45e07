// The view pages by page id, each loaded on demand with the area's chunk (spread into App's ELEMENTS).
import { lazyPage } from '../lazyPage';

const pages = () => import('./ViewRoutes');
const ViewRoute = lazyPage(pages, 'ViewRoute');
const ViewByNamespaceRoute = lazyPage(pages, 'ViewByNamespaceRoute');
const ViewByNameRoute = lazyPage(pages, 'ViewByNameRoute');

export const VIEW_ELEMENTS = {
  view: <ViewRoute />,
  viewByNamespace: <ViewByNamespaceRoute />,
  viewByName: <ViewByNameRoute />,
};
