import { Navigate, useLocation, useParams } from 'react-router';
import { CatalogItemPage, consolePage, useRoutes, useShellTitle } from '@mission-control/console';

/** The spec's sub-pages of an item that the page shows as tabs. */
const TAB_SUB_PAGES = new Set(['changes', 'insights', 'relationships', 'playbooks', 'checks']);

/**
 * `/catalog/:id/*`: one item. A sub-page address (`/catalog/{id}/relationships`) opens the item with
 * that tab selected (`?tab=relationships`), so the spec's addresses and the page's own links agree.
 */
export function CatalogItemRoute() {
  const { id = '', '*': rest = '' } = useParams();
  const location = useLocation();
  const routes = useRoutes();
  useShellTitle(consolePage('catalogItem').title);
  const [subPage, viewId] = rest.split('/');
  // A view tab (`/catalog/{id}/view/{viewId}`) keeps its own address.
  if (subPage === 'view' && viewId) return <CatalogItemPage key={id} configId={id} viewId={viewId} />;
  if (subPage) {
    const params = new URLSearchParams(location.search);
    if (TAB_SUB_PAGES.has(subPage)) params.set('tab', subPage);
    const search = params.toString();
    return <Navigate to={`${routes.catalogItem(id)}${search ? `?${search}` : ''}`} replace />;
  }
  // Keyed by id: moving to a related item starts with its own state.
  return <CatalogItemPage key={id} configId={id} />;
}
