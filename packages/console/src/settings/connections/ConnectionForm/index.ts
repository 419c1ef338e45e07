export { ConnectionForm } from './ConnectionForm';
export type { ConnectionFormProps } from './ConnectionForm';
