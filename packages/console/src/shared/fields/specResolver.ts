import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a check that gives `path → message` for the values
 * (dotted paths, as the form engine names fields). No message: the values pass as they are.
 */
export function specResolver<T extends FieldValues>(check: (values: T) => Record<string, string>): Resolver<T> {
  return async (values) => {
    const messages = check(values);
    const paths = Object.keys(messages);
    if (paths.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const path of paths) {
      const keys = path.split('.');
      let node = errors;
      for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[keys[keys.length - 1]!] = { type: 'validate', message: messages[path] };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
