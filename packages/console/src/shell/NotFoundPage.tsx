import { EmptyState, useT } from '@mission-control/ui';
import { useConsole, useRoutes } from '../provider/ConsoleProvider';

export interface NotFoundPageProps {
  /** The address nobody answers, named so the user sees what was asked for. */
  path?: string;
}

/**
 * The page for an address the console has no page at. It says the page does not exist and leads home; "not
 * built yet" (NotBuiltPage) is only for pages the spec has and this console does not yet.
 */
export function NotFoundPage({ path }: NotFoundPageProps) {
  const t = useT();
  const { router } = useConsole();
  const routes = useRoutes();
  const { Link } = router;
  return (
    <EmptyState
      icon="info"
      title={t('shell.notFound.title', 'Page not found')}
      description={
        path
          ? t(
              'shell.notFound.descriptionPath',
              'There is no page at {path}. The link may be wrong, or the page was moved.',
              {
                path,
              },
            )
          : t('shell.notFound.description', 'This page does not exist. The link may be wrong, or the page was moved.')
      }
      action={<Link to={routes.health()}>{t('shell.notFound.home', 'Go to the home page')}</Link>}
    />
  );
}
