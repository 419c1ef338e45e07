export { ViewContent } from './ViewContent';
export type { ViewContentProps } from './ViewContent';
