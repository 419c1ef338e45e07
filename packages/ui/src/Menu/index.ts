export { Menu } from './Menu';
export type { MenuItemSpec, MenuProps } from './Menu';
