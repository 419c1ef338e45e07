export { RegistrationPage } from './RegistrationPage';
