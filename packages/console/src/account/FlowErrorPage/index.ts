export { FlowErrorPage } from './FlowErrorPage';
