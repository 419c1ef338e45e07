import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { matchesSelector, type SelectableResource } from '../playbooks/selectors';
import type { ViewSpec } from './spec';

/** A templating variable as the console shows it: its options, default (the first option unless set) and value. */
export interface VariableState {
  key: string;
  label: string;
  type: string;
  options: string[];
  default: string;
  value: string;
}

export class ViewVariableError extends Error {}

/** Options a variable offers at most (a dropdown, not a list of the whole catalog). */
const MAX_OPTIONS = 500;

async function optionsFrom(db: Queryable, from: NonNullable<ViewSpec['templating'][number]['valueFrom']>) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT id, name, COALESCE(namespace, tags->>'namespace') AS namespace, type, health, status, tags, labels
     FROM config_items WHERE deleted_at IS NULL ORDER BY name LIMIT 50000`,
  );
  const values = new Set<string>();
  for (const row of rows) {
    if (!matchesSelector({ ...(row as unknown as SelectableResource), name: String(row.name ?? '') }, from.config))
      continue;
    const value = row[from.field];
    if (value != null && value !== '') values.add(String(value));
    if (values.size >= MAX_OPTIONS) break;
  }
  return [...values].sort((a, b) => a.localeCompare(b));
}

/**
 * The variables of a request: each one's options, and its value (the request's, which must be one of the options,
 * or the default). A key templating does not define is refused, so a typo is not silently ignored.
 */
export async function resolveVariables(
  db: Queryable,
  spec: ViewSpec,
  requested: Record<string, string> = {},
): Promise<{ states: VariableState[]; values: Record<string, string> }> {
  for (const key of Object.keys(requested)) {
    if (!spec.templating.some((variable) => variable.key === key)) {
      throw new ViewVariableError(
        spec.templating.length
          ? `this view has no variable "${key}"; its variables are ${spec.templating.map((v) => v.key).join(', ')}`
          : `this view has no variables, but the request sets "${key}"`,
      );
    }
  }
  const states: VariableState[] = [];
  const values: Record<string, string> = {};
  for (const variable of spec.templating) {
    const options = [...variable.values];
    if (variable.valueFrom) {
      for (const option of await optionsFrom(db, variable.valueFrom))
        if (!options.includes(option)) options.push(option);
    }
    const fallback =
      variable.default !== undefined && options.includes(variable.default) ? variable.default : (options[0] ?? '');
    const asked = requested[variable.key];
    if (asked !== undefined && !options.includes(asked)) {
      throw new ViewVariableError(
        `variable ${variable.key}: "${asked}" is not one of its options (${options.slice(0, 10).join(', ')}${options.length > 10 ? ', ...' : ''})`,
      );
    }
    const value = asked ?? fallback;
    states.push({ key: variable.key, label: variable.label, type: variable.type, options, default: fallback, value });
    values[variable.key] = value;
  }
  return { states, values };
}

/** The request fingerprint: the variables' values, in key order, hashed (one cached result per fingerprint). */
export function requestFingerprint(values: Record<string, string>): string {
  const sorted = Object.keys(values)
    .sort()
    .map((key) => [key, values[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 32);
}
