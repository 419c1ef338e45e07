/**
 * The one declarative form engine's data: a `FieldSpec` says what a field is (kind,
 * label, choices, when it shows, what it empties); `SpecField` renders it. No React here.
 */

export type FieldSpecKind = 'text' | 'password' | 'number' | 'textarea' | 'select' | 'switch' | 'checkbox';

export interface FieldSpec<TValues = Record<string, unknown>> {
  /** The value's key; dotted names (`filter.maxAge`) are paths. */
  name: string;
  /** The untranslated label (the caller may pass a translated one to the renderer). */
  label: string;
  kind: FieldSpecKind;
  required?: boolean;
  /** A select's choices. */
  options?: readonly string[];
  description?: string;
  placeholder?: string;
  /** Only shown when this returns true for the current values. */
  visible?: (values: TValues) => boolean;
  /** Sent as a secret value rather than plain text. */
  secret?: boolean;
  /** A single choice: changing it empties these fields (names, or prefixes ending in '.'). */
  clears?: readonly string[];
}

/** Switches and checkboxes hold booleans; every other kind holds text. */
export function isBooleanKind(kind: FieldSpecKind): boolean {
  return kind === 'switch' || kind === 'checkbox';
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
