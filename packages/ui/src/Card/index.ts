export { Card, CardList } from './Card';
export type { CardHeadingLevel, CardListProps, CardProps } from './Card';
