/** The editor's react-hook-form glue: its values, the resolver and the clearing of dependent fields. */
import type { CheckTypeKey } from '@mission-control/api';
import type { Translate } from '@mission-control/ui';
import type { FieldErrors, FieldPath, Resolver, UseFormReturn } from 'react-hook-form';
import { useClearDependents as useSpecClearDependents } from '../../shared/fields';
import {
  FORM_FIELDS,
  INVALID_SPEC,
  REQUIRED,
  formFromNested,
  hasForm,
  nestPaths,
  specFromCode,
  validateForm,
  type FieldDef,
  type NestedValues,
} from './fields';

export type EditorTab = 'form' | 'code';

/** The flat `FormValues` live nested under `values`, so dotted names such as `filter.maxAge` stay paths. */
export interface EditorForm {
  values: NestedValues;
  code: string;
}

/** The resolver's context: which tab is saved. */
export interface EditorContext {
  tab: EditorTab;
}

export type EditorFormApi = UseFormReturn<EditorForm, EditorContext>;

/** The react-hook-form name of a flat field. */
export function valueName(name: string): FieldPath<EditorForm> {
  return `values.${name}` as FieldPath<EditorForm>;
}

/**
 * Flat messages (field name → message) and the Code tab's message → errors nested
 * the way react-hook-form reads them (`values.filter.maxAge`, `code`).
 */
export function editorErrors(found: Record<string, string>, code?: string): FieldErrors<EditorForm> {
  const error = (message: string) => ({ type: 'validate', message });
  const errors: Record<string, unknown> = {};
  if (Object.keys(found).length) {
    errors.values = nestPaths(Object.fromEntries(Object.entries(found).map(([name, m]) => [name, error(m)])));
  }
  if (code) errors.code = error(code);
  return errors as FieldErrors<EditorForm>;
}

/**
 * The form tab validates its fields (`validateForm`); the Code tab needs a name and,
 * once it has one, a spec that is a map.
 */
export function editorResolver(type: CheckTypeKey, t: Translate): Resolver<EditorForm, EditorContext> {
  return (data, context) => {
    const values = formFromNested(data.values);
    const onForm = context?.tab !== 'code' && hasForm(type);
    const found: Record<string, string> = onForm
      ? validateForm(type, values)
      : values.name?.trim()
        ? {}
        : { name: REQUIRED };
    const invalidCode = !onForm && !Object.keys(found).length && !specFromCode(data.code);
    if (!Object.keys(found).length && !invalidCode) return { values: data, errors: {} };
    const messages = Object.fromEntries(Object.entries(found).map(([name, m]) => [name, t('health.editor.error', m)]));
    return {
      values: {},
      errors: editorErrors(messages, invalidCode ? t('health.editor.invalidSpec', INVALID_SPEC) : undefined),
    };
  };
}

/**
 * A single-choice field that changes empties the fields of the other choices
 * (a field's `clears`): the form engine sets the emptied fields back into the form.
 */
export function useClearDependents(form: EditorFormApi, type: CheckTypeKey): void {
  useSpecClearDependents(form, FORM_FIELDS[type] ?? NO_FIELDS, valueName, readFlat);
}

const NO_FIELDS: readonly FieldDef[] = [];
const readFlat = (all: Partial<EditorForm>) => formFromNested((all.values ?? {}) as NestedValues);
