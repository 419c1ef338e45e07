import { useParams } from 'react-router';
import { consolePage, useShellTitle, ViewByNamePage, ViewPage } from '@mission-control/console';

/** `/views/:id`: one view by id (the sidebar's view entries link here). */
export function ViewRoute() {
  const { id = '' } = useParams();
  useShellTitle(consolePage('view').title);
  return <ViewPage key={id} viewId={id} />;
}

/** `/view/:namespace/:name`: one view by namespace and name. */
export function ViewByNamespaceRoute() {
  const { namespace = '', name = '' } = useParams();
  useShellTitle(consolePage('viewByNamespace').title);
  return <ViewByNamePage key={`${namespace}/${name}`} namespace={namespace} name={name} />;
}

/** `/view/:name`: one view by name in any namespace. */
export function ViewByNameRoute() {
  const { name = '' } = useParams();
  useShellTitle(consolePage('viewByName').title);
  return <ViewByNamePage key={name} name={name} />;
}
