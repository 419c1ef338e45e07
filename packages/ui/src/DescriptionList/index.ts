export { DescriptionList } from './DescriptionList';
export type { DescriptionItem, DescriptionListProps } from './DescriptionList';
