/**
 * The one declarative form engine's data: a `FieldSpec` says what a field is (kind,
 * label, choices, when it shows, what it empties); `SpecField` renders it. No React here.
 */

export type FieldSpecKind =
  | 'text'
  | 'password'
  | 'number'
  | 'textarea'
  | 'select'
  | 'switch'
  | 'checkbox'
  /** Several strings typed in one text field, comma-separated; the caller splits them. */
  | 'list'
  /** JSON or YAML text in the code editor. */
  | 'code';

/** A select's choice when its label is not its value. */
export interface FieldOption {
  id: string;
  label: string;
}

/** What a text field's input takes (`type` of the input). */
export type FieldInputType = 'text' | 'email' | 'url' | 'tel' | 'password';

export interface FieldSpec<TValues = Record<string, unknown>> {
  /** The value's key; dotted names (`filter.maxAge`) are paths. */
  name: string;
  /** The untranslated label (the caller may pass a translated one to the renderer). */
  label: string;
  kind: FieldSpecKind;
  required?: boolean;
  /** A select's choices: values shown as they are, or values with labels. */
  options?: readonly (string | FieldOption)[];
  /** A text field's input type. @default 'text' ('password' for the password kind) */
  inputType?: FieldInputType;
  /** A code field's language and height. */
  language?: 'json' | 'yaml';
  size?: 'very-small' | 'small' | 'medium' | 'large' | 'full';
  description?: string;
  placeholder?: string;
  /** Only shown when this returns true for the current values. */
  visible?: (values: TValues) => boolean;
  /**
   * Sent as a secret value rather than plain text; shown masked. A form that also lets the
   * value come from a secret or config-map key renders it with `SecretSpecField`.
   */
  secret?: boolean;
  /** A single choice: changing it empties these fields (names, or prefixes ending in '.'). */
  clears?: readonly string[];
}

/** Switches and checkboxes hold booleans; every other kind holds text. */
export function isBooleanKind(kind: FieldSpecKind): boolean {
  return kind === 'switch' || kind === 'checkbox';
}

/** A select's choices as ui options. */
export function specOptions(spec: Pick<FieldSpec<never>, 'options'>): FieldOption[] {
  return (spec.options ?? []).map((option) => (typeof option === 'string' ? { id: option, label: option } : option));
}

/** The fields shown for these values, in declaration order. */
export function visibleSpecs<TValues, TSpec extends FieldSpec<TValues>>(
  specs: readonly TSpec[],
  values: TValues,
): TSpec[] {
  return specs.filter((spec) => !spec.visible || spec.visible(values));
}

/** Whether changing `spec` empties the field `key`. */
export function clearsField(spec: Pick<FieldSpec<never>, 'clears'>, key: string): boolean {
  return (spec.clears ?? []).some((c) => (c.endsWith('.') ? key.startsWith(c) : key === c));
}

/**
 * The values after `name` changed to `value`: when the field has `clears` and the
 * value really changed, the fields it clears become ''.
 */
export function changeSpecValue<TValues extends Record<string, string>>(
  specs: readonly FieldSpec<TValues>[],
  values: TValues,
  name: string,
  value: string,
): TValues {
  const next = { ...values, [name]: value } as TValues;
  const spec = specs.find((s) => s.name === name);
  if (!spec?.clears || values[name] === value) return next;
  for (const key of Object.keys(next)) {
    if (clearsField(spec, key)) (next as Record<string, string>)[key] = '';
  }
  return next;
}
