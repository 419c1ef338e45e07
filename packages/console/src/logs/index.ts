// The logs area's public widget (lazy: it loads its own chunk when first shown).
export { LogsPage } from './lazy';
export type { LogsPageProps } from './LogsPage/LogsPage';
export { CatalogItemLogsLink } from './CatalogItemLogsLink';
export type { CatalogItemLogsLinkProps } from './CatalogItemLogsLink';
export { catalogLogsParams, checkLogsParams, stripAnsi } from './model/logs';
