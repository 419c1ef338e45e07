import {
  CodeEditor,
  cssVar,
  FormCheckbox,
  FormSwitch,
  FormTextarea,
  FormTextField,
  Select,
  Text,
} from '@mission-control/ui';
import { useEffect, useRef } from 'react';
import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { styled } from 'styled-components';
import { clearsField, isBooleanKind, specOptions, type FieldSpec } from './fieldSpec';

export interface SpecFieldProps<T extends FieldValues> {
  spec: FieldSpec<never>;
  /** The react-hook-form path; `spec.name` when not given. */
  name?: FieldPath<T>;
  /** The label to show (already translated); `spec.label` when not given. */
  label?: string;
  /** The help text to show (already translated); `spec.description` when not given. */
  description?: string;
  /** The placeholder to show (already translated); `spec.placeholder` when not given. */
  placeholder?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** A select that may be emptied again (a button clears it). @default false */
  isClearable?: boolean;
}

const CodeField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
`;

const CodeLabel = styled.span`
  font-size: ${cssVar('font.size.sm')};
  font-weight: ${cssVar('font.weight.medium')};
  color: ${cssVar('color.text')};
`;

type Shown = Required<Pick<SpecFieldProps<FieldValues>, 'label'>> &
  Pick<SpecFieldProps<FieldValues>, 'description' | 'placeholder' | 'isDisabled' | 'isReadOnly' | 'isClearable'>;

/** A select holding text: '' is no choice (the ui Select's null). */
function SpecSelect<T extends FieldValues>({
  spec,
  path,
  shown,
}: {
  spec: FieldSpec<never>;
  path: FieldPath<T>;
  shown: Shown;
}) {
  const { field, fieldState } = useController<T>({ name: path });
  const value = field.value === '' || field.value == null ? null : (field.value as string);
  return (
    <Select
      name={field.name}
      label={shown.label}
      description={shown.description}
      placeholder={shown.placeholder}
      isRequired={spec.required}
      isDisabled={shown.isDisabled || shown.isReadOnly}
      options={specOptions(spec)}
      value={value}
      isClearable={shown.isClearable}
      ignoreClearedValue={!shown.isClearable}
      onChange={(key) => {
        field.onChange(key == null ? '' : String(key));
        field.onBlur();
      }}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}

/** JSON or YAML in the ui code editor, with the label, help and error a text field has. */
function SpecCode<T extends FieldValues>({
  spec,
  path,
  shown,
}: {
  spec: FieldSpec<never>;
  path: FieldPath<T>;
  shown: Shown;
}) {
  const { field, fieldState } = useController<T>({ name: path });
  return (
    <CodeField>
      <CodeLabel aria-hidden="true">
        {shown.label}
        {spec.required ? ' *' : ''}
      </CodeLabel>
      <CodeEditor
        aria-label={shown.label}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(next) => {
          field.onChange(next);
          // The editor has no blur of its own to report: a change counts as a visit.
          field.onBlur();
        }}
        language={spec.language ?? 'yaml'}
        size={spec.size ?? 'small'}
        readOnly={shown.isDisabled || shown.isReadOnly}
      />
      {shown.description ? (
        <Text as="p" tone="muted" size="sm">
          {shown.description}
        </Text>
      ) : null}
      {fieldState.error?.message ? (
        <Text as="p" tone="danger" size="sm">
          {fieldState.error.message}
        </Text>
      ) : null}
    </CodeField>
  );
}

/** One `FieldSpec` on ui's react-hook-form binding, inside a ui `Form`. */
export function SpecField<T extends FieldValues>({
  spec,
  name,
  label,
  description,
  placeholder,
  isDisabled,
  isReadOnly,
  isClearable,
}: SpecFieldProps<T>) {
  const path = (name ?? spec.name) as FieldPath<T>;
  const shown: Shown = {
    label: label ?? spec.label,
    description: description ?? spec.description,
    placeholder: placeholder ?? spec.placeholder,
    isDisabled,
    isReadOnly,
    isClearable,
  };
  const common = {
    name: path,
    label: shown.label,
    isRequired: spec.required,
    description: shown.description,
    isDisabled,
    isReadOnly,
  };
  switch (spec.kind) {
    case 'switch':
      return (
        <FormSwitch<T> name={path} isDisabled={isDisabled} isReadOnly={isReadOnly}>
          {shown.label}
        </FormSwitch>
      );
    case 'checkbox':
      return (
        <FormCheckbox<T> name={path} isDisabled={isDisabled} isReadOnly={isReadOnly}>
          {shown.label}
        </FormCheckbox>
      );
    case 'textarea':
      return <FormTextarea<T> {...common} rows={6} placeholder={shown.placeholder} />;
    case 'select':
      return <SpecSelect<T> spec={spec} path={path} shown={shown} />;
    case 'code':
      return <SpecCode<T> spec={spec} path={path} shown={shown} />;
    default:
      return (
        <FormTextField<T>
          {...common}
          type={spec.kind === 'password' || spec.secret ? 'password' : (spec.inputType ?? 'text')}
          placeholder={shown.placeholder}
        />
      );
  }
}

/**
 * Empties the fields a single choice `clears` when that choice changes (set back into
 * the form: '' for text, false for switches and checkboxes). `pathOf` maps a spec
 * name to its react-hook-form path; `read` gives the flat values for a form snapshot.
 * Pass stable (module-level) `specs`, `pathOf` and `read`: a new one resubscribes.
 */
export function useClearDependents<T extends FieldValues, TContext = unknown>(
  form: UseFormReturn<T, TContext>,
  specs: readonly FieldSpec<never>[],
  pathOf: (name: string) => FieldPath<T>,
  read: (all: Partial<T>) => Record<string, unknown>,
): void {
  const previous = useRef<Record<string, unknown>>({});
  useEffect(() => {
    const watched = form;
    previous.current = read(watched.getValues() as Partial<T>);
    const { unsubscribe } = watched.watch((all, { name }) => {
      const before = previous.current;
      const values = read(all as Partial<T>);
      previous.current = values;
      const spec = specs.find((s) => s.clears && pathOf(s.name) === name);
      if (!spec || (before[spec.name] ?? '') === (values[spec.name] ?? '')) return;
      for (const [key, value] of Object.entries(values)) {
        if (!clearsField(spec, key) || value === '' || value === false || value == null) continue;
        const boolean = specs.some((s) => s.name === key && isBooleanKind(s.kind));
        // Each set changes a field without `clears`, so this does not recurse further.
        watched.setValue(pathOf(key), (boolean ? false : '') as never);
      }
    });
    return unsubscribe;
  }, [form, specs, pathOf, read]);
}
