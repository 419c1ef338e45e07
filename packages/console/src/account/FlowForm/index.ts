export { FlowForm } from './FlowForm';
export type { FlowFormProps } from './FlowForm';
