export { TokensPage } from './TokensPage';
export type { TokensPageProps } from './TokensPage';
