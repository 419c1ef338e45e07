export { AccessScopesPage } from './AccessScopesPage';
export type { AccessScopesPageProps } from './AccessScopesPage';
