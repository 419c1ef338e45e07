export { ViewByNamePage, ViewPage } from './ViewPage';
export type { ViewByNamePageProps, ViewPageProps } from './ViewPage';
