import { celEnvironment, firstLine } from '../cel';

/**
 * CEL for notification rule filters and silence filters, with the same library the catalog's scrapers and the
 * insights analyzers use. The environment is upstream's event environment: the resource under its kind's name
 * (`check`, `config`, `component`), `canary` for a check, the event itself (`event.name`, `event.properties`),
 * and `resource` (the same object whatever its kind), so `check.name == 'payments-api'` or
 * `config.type == 'Kubernetes::Pod'` read as upstream's filters do.
 */
export const MAX_FILTER_LENGTH = 1000;

export interface EventEnv {
  event: { name: string; properties: Record<string, unknown>; created_at: string };
  resource: Record<string, unknown>;
  check?: Record<string, unknown>;
  canary?: Record<string, unknown>;
  config?: Record<string, unknown>;
  component?: Record<string, unknown>;
  permalink: string;
}

const environment = celEnvironment(
  {
    event: 'dyn',
    resource: 'dyn',
    check: 'dyn',
    canary: 'dyn',
    config: 'dyn',
    component: 'dyn',
    permalink: 'string',
  },
  { strictVariables: true },
);

export type FilterProgram = (env: EventEnv) => unknown;

/** A compiled filter, or the compiler's message as a sentence naming `what` (e.g. `filter`). */
export function compileFilter(what: string, expression: string): { program: FilterProgram } | { problem: string } {
  if (expression.length > MAX_FILTER_LENGTH) {
    return { problem: `${what} is ${expression.length} characters long; at most ${MAX_FILTER_LENGTH} are allowed` };
  }
  try {
    const parsed = environment.parse(expression);
    const checked = parsed.check();
    if (!checked.valid) return { problem: `${what} is not a valid CEL expression: ${firstLine(checked.error)}` };
    return { program: (env) => parsed(fillEnv(env)) };
  } catch (error) {
    return { problem: `${what} is not a valid CEL expression: ${firstLine(error)}` };
  }
}

/** Kinds the event is not about are empty maps, so `has(config.name)` on a check event is false, not an error. */
function fillEnv(env: EventEnv): Record<string, unknown> {
  return { check: {}, canary: {}, config: {}, component: {}, ...env };
}

/** True/false of a compiled filter; an error or a non-boolean value is thrown as a sentence. */
export function filterMatches(what: string, program: FilterProgram, env: EventEnv): boolean {
  let value: unknown;
  try {
    value = program(env);
  } catch (error) {
    throw new Error(`${what} could not be evaluated: ${firstLine(error)}`, { cause: error });
  }
  if (typeof value !== 'boolean') throw new Error(`${what} gave ${typeof value}, not true/false`);
  return value;
}
