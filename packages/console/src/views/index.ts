// The views area's public widgets (lazy: each loads its own chunk when first shown).
export { ViewByNamePage, ViewContent, ViewPage } from './lazy';
export type { ViewContentProps } from './ViewContent/ViewContent';
export type { ViewByNamePageProps, ViewPageProps } from './ViewPage/ViewPage';
