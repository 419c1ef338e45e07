export { ApplicationReportPage } from './ApplicationReport';
export type { ApplicationReportPageProps } from './ApplicationReport';
