// The applications area's public widgets (lazy: each loads its own chunk when first shown).
export { ApplicationReportPage, ApplicationsPage } from './lazy';
export type { ApplicationReportPageProps } from './ApplicationReport/ApplicationReport';
export type { ApplicationsPageProps } from './ApplicationsPage/ApplicationsPage';
