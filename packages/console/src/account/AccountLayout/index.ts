export { AccountFooter, AccountLayout } from './AccountLayout';
export type { AccountLayoutProps } from './AccountLayout';
export { FlowView, separateMethodForms } from './FlowView';
export type { FlowViewProps } from './FlowView';
