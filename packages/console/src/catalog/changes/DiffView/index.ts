export { DiffView } from './DiffView';
export type { DiffViewProps } from './DiffView';
