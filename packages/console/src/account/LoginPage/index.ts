export { LoginPage } from './LoginPage';
export type { LoginPageProps } from './LoginPage';
