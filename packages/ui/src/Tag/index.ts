export { Tag, TagList } from './Tag';
export type { TagListProps, TagProps } from './Tag';
