export { RuleForm } from './RuleForm';
export type { RuleFormProps } from './RuleForm';
