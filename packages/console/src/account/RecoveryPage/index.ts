export { RecoveryPage } from './RecoveryPage';
