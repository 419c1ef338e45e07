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

function useField<TFieldValues extends FieldValues>({ name, control }: FormFieldBinding<TFieldValues>) {
  const { field, fieldState } = useController({ name, control });
  return {
    field,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  };
}

export type FormTextFieldProps<T extends FieldValues> = FormFieldBinding<T> & Bound<TextFieldProps>;

export function FormTextField<T extends FieldValues>({ name, control, ...props }: FormTextFieldProps<T>) {
  const { field, isInvalid, errorMessage } = useField({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled ?? field.disabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}

export type FormTextareaProps<T extends FieldValues> = FormFieldBinding<T> & Bound<TextareaProps>;

export function FormTextarea<T extends FieldValues>({ name, control, ...props }: FormTextareaProps<T>) {
  const { field, isInvalid, errorMessage } = useField({ name, control });
  return (
    <Textarea
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled ?? field.disabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}

export type FormNumberFieldProps<T extends FieldValues> = FormFieldBinding<T> & Bound<NumberFieldProps>;

export function FormNumberField<T extends FieldValues>({ name, control, ...props }: FormNumberFieldProps<T>) {
  const { field, isInvalid, errorMessage } = useField({ name, control });
  const value = field.value as number | null | undefined;
  return (
    <NumberField
      {...props}
      name={field.name}
      value={typeof value === 'number' ? value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled ?? field.disabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}

export type FormSelectProps<T extends FieldValues> = FormFieldBinding<T> & Bound<SelectProps>;

export function FormSelect<T extends FieldValues>({ name, control, ...props }: FormSelectProps<T>) {
  const { field, isInvalid, errorMessage } = useField({ name, control });
  return (
    <Select
      {...props}
      name={field.name}
      value={(field.value as SelectProps['value']) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled ?? field.disabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}

export type FormSwitchProps<T extends FieldValues> = FormFieldBinding<T> &
  Omit<SwitchProps, 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'name'>;

export function FormSwitch<T extends FieldValues>({ name, control, ...props }: FormSwitchProps<T>) {
  const { field } = useField({ name, control });
  return (
    <Switch
      {...props}
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled ?? field.disabled}
    />
  );
}

export type FormCheckboxProps<T extends FieldValues> = FormFieldBinding<T> &
  Omit<CheckboxProps, 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'name' | 'isInvalid'>;

export function FormCheckbox<T extends FieldValues>({ name, control, ...props }: FormCheckboxProps<T>) {
  const { field, isInvalid } = useField({ name, control });
  return (
    <Checkbox
      {...props}
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled ?? field.disabled}
      isInvalid={isInvalid}
    />
  );
}
