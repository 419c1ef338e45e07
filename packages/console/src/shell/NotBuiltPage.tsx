import { EmptyState, useT } from '@mission-control/ui';
import { useConsole, useRoutes } from '../provider/ConsoleProvider';

export interface NotBuiltPageProps {
  /** What the page will show, e.g. 'Topology'. */
  title: string;
}

/** An honest empty state for a page of the console that has not been built yet. */
export function NotBuiltPage({ title }: NotBuiltPageProps) {
  const t = useT();
  const { router } = useConsole();
  const routes = useRoutes();
  const { Link } = router;
  return (
    <EmptyState
      icon="info"
      title={t('shell.notBuilt.title', '{title} is not available yet', { title })}
      description={t(
        'shell.notBuilt.description',
        'This part of the console has not been built yet. The health dashboard and the pages linked from it work.',
      )}
      action={<Link to={routes.health()}>{t('shell.notBuilt.health', 'Open the health dashboard')}</Link>}
    />
  );
}
