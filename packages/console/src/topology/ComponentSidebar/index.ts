export { ComponentSidebar } from './ComponentSidebar';
export type { ComponentSidebarProps } from './ComponentSidebar';
