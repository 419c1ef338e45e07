import type { FormHTMLAttributes, ReactNode } from 'react';
import {
  FormProvider,
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox';
import { NumberField, type NumberFieldProps } from '../NumberField/NumberField';
import { Select, type SelectProps } from '../Select/Select';
import { Switch, type SwitchProps } from '../Switch/Switch';
import { Textarea, type TextareaProps } from '../Textarea/Textarea';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface FormProps<TFieldValues extends FieldValues, TTransformed = TFieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** The `useForm` result (typically with `resolver: zodResolver(schema)`). */
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  onSubmit: SubmitHandler<TTransformed>;
  children: ReactNode;
}

/**
 * A `<form>` bound to react-hook-form: provides the form to the `Form*` fields and
 * validates on submit (native validation is off so the schema's messages are the ones shown).
 */
export function Form<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<TFieldValues, TTransformed>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...rest} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** What every `Form*` field adds: the field name and, outside a `<Form>`, the control. */
export interface FormFieldBinding<TFieldValues extends FieldValues> {
  name: FieldPath<TFieldValues>;
  control?: Control<TFieldValues, unknown, unknown>;
}

type Bound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'isInvalid' | 'errorMessage'>;

/**
 * The props every value field gets from react-hook-form: name, value, change and
 * blur handlers, disabled state and the error (shown with aria-invalid and
 * aria-describedby by the field itself).
 */
function useBoundField<TFieldValues extends FieldValues, TValue>(
  { name, control }: FormFieldBinding<TFieldValues>,
  toValue: (raw: unknown) => TValue,
  isDisabled: boolean | undefined,
) {
  const { field, fieldState } = useController({ name, control });
  return {
    name: field.name,
    value: toValue(field.value),
    onChange: field.onChange as (value: TValue) => void,
    onBlur: field.onBlur,
    isDisabled: isDisabled ?? field.disabled,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  };
}

const asText = (raw: unknown) => (typeof raw === 'string' ? raw : '');
const asNumber = (raw: unknown) => (typeof raw === 'number' ? raw : null);
const asKey = (raw: unknown) => (typeof raw === 'string' || typeof raw === 'number' ? raw : null);

export type FormTextFieldProps<T extends FieldValues> = FormFieldBinding<T> & Bound<TextFieldProps>;

export function FormTextField<T extends FieldValues>({ name, control, ...props }: FormTextFieldProps<T>) {
  return <TextField {...props} {...useBoundField({ name, control }, asText, props.isDisabled)} />;
}

export type FormTextareaProps<T extends FieldValues> = FormFieldBinding<T> & Bound<TextareaProps>;

export function FormTextarea<T extends FieldValues>({ name, control, ...props }: FormTextareaProps<T>) {
  return <Textarea {...props} {...useBoundField({ name, control }, asText, props.isDisabled)} />;
}

export type FormNumberFieldProps<T extends FieldValues> = FormFieldBinding<T> & Bound<NumberFieldProps>;

export function FormNumberField<T extends FieldValues>({ name, control, ...props }: FormNumberFieldProps<T>) {
  return <NumberField {...props} {...useBoundField({ name, control }, asNumber, props.isDisabled)} />;
}

export type FormSelectProps<T extends FieldValues> = FormFieldBinding<T> & Bound<SelectProps>;

export function FormSelect<T extends FieldValues>({ name, control, ...props }: FormSelectProps<T>) {
  return <Select {...props} {...useBoundField({ name, control }, asKey, props.isDisabled)} />;
}

export type FormSwitchProps<T extends FieldValues> = FormFieldBinding<T> &
  Omit<SwitchProps, 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'name'>;

export function FormSwitch<T extends FieldValues>({ name, control, ...props }: FormSwitchProps<T>) {
  const {
    value,
    name: fieldName,
    onChange,
    onBlur,
    isDisabled,
  } = useBoundField({ name, control }, Boolean, props.isDisabled);
  return (
    <Switch
      {...props}
      name={fieldName}
      isSelected={value}
      onChange={onChange}
      onBlur={onBlur}
      isDisabled={isDisabled}
    />
  );
}

export type FormCheckboxProps<T extends FieldValues> = FormFieldBinding<T> &
  Omit<CheckboxProps, 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'name' | 'isInvalid'>;

export function FormCheckbox<T extends FieldValues>({ name, control, ...props }: FormCheckboxProps<T>) {
  const { errorMessage: _unused, ...bound } = useBoundField({ name, control }, Boolean, props.isDisabled);
  const { value, ...rest } = bound;
  return <Checkbox {...props} {...rest} isSelected={value} />;
}
