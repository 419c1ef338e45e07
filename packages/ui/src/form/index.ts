export { Form, FormCheckbox, FormNumberField, FormSelect, FormSwitch, FormTextarea, FormTextField } from './Form';
export type {
  FormCheckboxProps,
  FormFieldBinding,
  FormNumberFieldProps,
  FormProps,
  FormSelectProps,
  FormSwitchProps,
  FormTextareaProps,
  FormTextFieldProps,
} from './Form';
export { formMessages, numberField, requiredString } from './schemas';
export type { NumberFieldInput, NumberFieldSchemaOptions } from './schemas';
