export { MultiSelect, multiSelectSummary } from './MultiSelect';
export type { MultiSelectOption, MultiSelectProps } from './MultiSelect';
