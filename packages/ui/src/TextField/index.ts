export { TextField } from './TextField';
export type { TextFieldBaseProps, TextFieldProps } from './TextField';
