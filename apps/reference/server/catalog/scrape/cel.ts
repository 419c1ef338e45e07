import { celEnvironment, compileCelExpression, firstLine, MAX_CEL_LENGTH } from '../../cel';

/**
 * CEL for the scraper's `transform.mask[].selector` and `transform.relationship[].filter`/`expr`, as config-db
 * evaluates them. The reference docs do not list the variables upstream exposes, so an item offers: `config` (the
 * document), `config_type`, `config_class`, `name`, `id` (the external id: the database id is not known while
 * scraping), `tags` and `labels`. CEL has no loops; an expression is bounded by its length and by the parser's
 * structural limits, and macros only walk the (already size-bounded) document.
 */
export { MAX_CEL_LENGTH };

export interface CelItem {
  config: unknown;
  config_type: string;
  config_class: string;
  name: string;
  id: string;
  tags: Record<string, string>;
  labels: Record<string, string>;
}

export type CelProgram = (item: CelItem) => unknown;

const environment = celEnvironment({
  config: 'dyn',
  config_type: 'string',
  config_class: 'string',
  name: 'string',
  id: 'string',
  tags: 'map',
  labels: 'map',
});

/** A compiled expression, or the sentence saying why it is not one (`what` names it, e.g. `transform.mask[0].selector`). */
export function compileCel(
  what: string,
  expression: unknown,
  result: 'bool' | 'list',
): { program: CelProgram } | { problem: string } {
  return compileCelExpression<CelItem>(environment, what, expression, result);
}

/** Runs a compiled expression; an error is thrown as a sentence naming the rule and the item. */
export function celValue(what: string, program: CelProgram, item: CelItem): unknown {
  try {
    return program(item);
  } catch (error) {
    throw new Error(`${what} failed on ${item.config_type} ${item.id}: ${firstLine(error)}`, { cause: error });
  }
}

/** Runs a compiled true/false expression; an error or a value that is not a boolean is thrown as a sentence. */
export function celMatches(what: string, program: CelProgram, item: CelItem): boolean {
  const value = celValue(what, program, item);
  if (typeof value !== 'boolean') {
    throw new Error(`${what} gave ${typeof value} on ${item.config_type} ${item.id}, not true/false`);
  }
  return value;
}

/** The CEL problems of a source's transform, checked on save (a run reports them per rule instead). */
export function celFieldProblem(transform: unknown): string | undefined {
  if (typeof transform !== 'object' || transform === null || Array.isArray(transform)) return undefined;
  const { mask, relationship } = transform as Record<string, unknown>;
  for (const [index, rule] of (Array.isArray(mask) ? mask : []).entries()) {
    const selector = (rule as Record<string, unknown> | null)?.selector;
    if (selector == null || selector === '') continue;
    const compiled = compileCel(`transform.mask[${index}].selector`, selector, 'bool');
    if ('problem' in compiled) return compiled.problem;
  }
  for (const [index, rule] of (Array.isArray(relationship) ? relationship : []).entries()) {
    const record = (rule ?? {}) as Record<string, unknown>;
    for (const key of ['filter', 'expr'] as const) {
      if (record[key] == null || record[key] === '') continue;
      const compiled = compileCel(
        `transform.relationship[${index}].${key}`,
        record[key],
        key === 'expr' ? 'list' : 'bool',
      );
      if ('problem' in compiled) return compiled.problem;
    }
  }
  return undefined;
}
