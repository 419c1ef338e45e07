import { useT } from '@mission-control/ui';
import { useCan, useConsole, useIsRestrictedMode } from '../provider/ConsoleProvider';
import { catalogLogsParams, catalogSelectorNames } from './model/logs';

export interface CatalogItemLogsLinkProps {
  /** The catalog item's id. */
  configId: string;
  /** Its properties: entries of type `logs` are its log selectors. */
  properties: unknown;
}

/**
 * View Logs on a catalog item's page: the logs page prefilled with the item, shown only when the item has log
 * selectors and the caller may read logs (the search would otherwise answer 400 or 403).
 */
export function CatalogItemLogsLink({ configId, properties }: CatalogItemLogsLinkProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const canReadLogs = useCan('logging_backends', 'read');
  const restricted = useIsRestrictedMode();
  if (!canReadLogs || restricted || catalogSelectorNames(properties).length === 0) return null;
  return (
    <router.Link to={routes.logs(catalogLogsParams(configId))}>{t('catalog.item.viewLogs', 'View Logs')}</router.Link>
  );
}
