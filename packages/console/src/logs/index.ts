// The logs area's public widget (lazy: it loads its own chunk when first shown).
export { LogsPage } from './lazy';
export type { LogsPageProps } from './LogsPage/LogsPage';
export { checkLogsQuery, stripAnsi } from './model/logs';
