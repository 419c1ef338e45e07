import { FormCheckbox, FormSelect, FormSwitch, FormTextarea, FormTextField } from '@mission-control/ui';
import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { clearsField, isBooleanKind, type FieldSpec } from './fieldSpec';

export interface SpecFieldProps<T extends FieldValues> {
  spec: FieldSpec<never>;
  /** The react-hook-form path; `spec.name` when not given. */
  name?: FieldPath<T>;
  /** The label to show (already translated); `spec.label` when not given. */
  label?: string;
}

/** One `FieldSpec` on ui's react-hook-form binding, inside a ui `Form`. */
export function SpecField<T extends FieldValues>({ spec, name, label: shown }: SpecFieldProps<T>) {
  const path = (name ?? spec.name) as FieldPath<T>;
  const label = shown ?? spec.label;
  const common = { name: path, label, isRequired: spec.required, description: spec.description };
  switch (spec.kind) {
    case 'switch':
      return <FormSwitch<T> name={path}>{label}</FormSwitch>;
    case 'checkbox':
      return <FormCheckbox<T> name={path}>{label}</FormCheckbox>;
    case 'textarea':
      return <FormTextarea<T> {...common} rows={6} placeholder={spec.placeholder} />;
    case 'select':
      return (
        <FormSelect<T>
          {...common}
          options={(spec.options ?? []).map((option) => ({ id: option, label: option }))}
          placeholder={spec.placeholder}
          ignoreClearedValue
        />
      );
    default:
      return (
        <FormTextField<T>
          {...common}
          type={spec.kind === 'password' ? 'password' : 'text'}
          placeholder={spec.placeholder}
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
