import { JSONPath } from 'jsonpath-plus';

/**
 * Every path into a scraped document goes through jsonpath-plus (its safe evaluator: filter expressions such as
 * `$.items[?(@.kind=='Pod')]` work, but never run as JavaScript).
 */
const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

export class PathError extends Error {}

/** The values a path matches (none for a scalar document). */
export function pathValues(path: string, json: unknown): unknown[] {
  if (!isContainer(json)) return [];
  try {
    return JSONPath({ path, json, wrap: true, eval: 'safe' }) as unknown[];
  } catch (error) {
    throw new PathError(`"${path}" is not a valid JSONPath: ${(error as Error).message}`);
  }
}

/** The first value a path matches, or undefined. */
export function firstValue(path: string, json: unknown): unknown {
  return pathValues(path, json)[0];
}

interface Match {
  parent: Record<string, unknown> | unknown[] | null;
  parentProperty: string | number | null;
}

/** Where each match sits, deepest and last first, so removing one never moves another. */
export function pathLocations(path: string, json: unknown): Match[] {
  if (!isContainer(json)) return [];
  let matches: Match[];
  try {
    matches = JSONPath({ path, json, wrap: true, eval: 'safe', resultType: 'all' }) as Match[];
  } catch (error) {
    throw new PathError(`"${path}" is not a valid JSONPath: ${(error as Error).message}`);
  }
  return matches.filter((match) => match.parent != null && match.parentProperty != null).reverse();
}

/** A spec field that is a JSONPath when it starts with `$`, else a literal (config-db's rule for id, name, type...). */
export function valueOrPath(field: unknown, json: unknown): unknown {
  if (typeof field === 'string' && field.trim().startsWith('$')) return firstValue(field.trim(), json);
  return field;
}
