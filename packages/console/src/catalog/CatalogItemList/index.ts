export { CatalogItemList, itemsParams } from './CatalogItemList';
export type { CatalogItemListProps } from './CatalogItemList';
