import { ErrorView, Skeleton, useT } from '@mission-control/ui';
import { Page } from '../../shared/pageStyles';
import { useViewIdByName } from '../queries';
import { ViewContent } from '../ViewContent';

export interface ViewPageProps {
  /** `/views/{id}`: the view's id. */
  viewId: string;
  className?: string;
}

function ViewError({ message }: { message: string }) {
  const t = useT();
  return <ErrorView title={t('views.error', 'Error')} error={message} hideDetails />;
}

/** `/views/{id}`: one view as a page. */
export function ViewPage({ viewId, className }: ViewPageProps) {
  const t = useT();
  return (
    <Page className={className}>
      {viewId ? (
        <ViewContent key={viewId} viewId={viewId} headingLevel={1} />
      ) : (
        <ViewError message={t('views.noIdentifier', 'No view identifier provided')} />
      )}
    </Page>
  );
}

export interface ViewByNamePageProps {
  /** `/view/{namespace}/{name}`; absent for `/view/{name}`, which matches the name in any namespace. */
  namespace?: string | null;
  name: string;
  className?: string;
}

/**
 * `/view/{namespace}/{name}` and `/view/{name}` (reference §4.2): the id is looked up in `views_summary`, then the
 * view shows as on `/views/{id}`; a failed lookup or an unknown name says so under "Error".
 */
export function ViewByNamePage({ namespace = null, name, className }: ViewByNamePageProps) {
  const t = useT();
  const resolved = useViewIdByName(namespace || null, name);
  let body;
  if (!name) body = <ViewError message={t('views.noIdentifier', 'No view identifier provided')} />;
  else if (resolved.isPending) body = <Skeleton lines={8} label={t('views.loading', 'Loading view')} />;
  else if (resolved.isError)
    body = (
      <ViewError
        message={t('views.loadFailed', 'Failed to load view: {message}', {
          message: resolved.error instanceof Error ? resolved.error.message : String(resolved.error),
        })}
      />
    );
  else if (!resolved.data)
    body = (
      <ViewError
        message={t('views.loadFailed', 'Failed to load view: {message}', {
          message: t('views.notFound', 'no view named {name}', { name: namespace ? `${namespace}/${name}` : name }),
        })}
      />
    );
  else body = <ViewContent key={resolved.data} viewId={resolved.data} headingLevel={1} />;
  return <Page className={className}>{body}</Page>;
}
