export { UsersPage } from './UsersPage';
export type { UsersPageProps } from './UsersPage';
