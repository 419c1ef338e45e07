import { Environment } from '@marcbachmann/cel-js';

/**
 * One way to build the CEL environments the server's rules run in (scraper transforms, change mappings,
 * analyzers, topology expressions, notification filters): the same structural limits everywhere, mixed map/list
 * literals allowed (cel-go allows them by default), and one wording for what the compiler refuses. CEL has no
 * loops; an expression is bounded by its length and these limits, and macros only walk size-bounded documents.
 */
export const MAX_CEL_LENGTH = 1000;

const LIMITS = { maxAstNodes: 400, maxDepth: 32, maxListElements: 100, maxMapEntries: 100, maxCallArguments: 8 };

/** A CEL type name as cel-js registers it (`dyn`, `string`, `map`, `google.protobuf.Timestamp`, ...). */
export type CelVariables = Record<string, string>;

export interface CelEnvironmentOptions {
  /** Refuse names that are not declared (cel-js reads them as `dyn` by default). */
  strictVariables?: boolean;
}

export function celEnvironment(variables: CelVariables, options: CelEnvironmentOptions = {}): Environment {
  let environment = new Environment({
    homogeneousAggregateLiterals: false,
    ...(options.strictVariables ? { unlistedVariablesAreDyn: false } : {}),
    limits: LIMITS,
  });
  for (const [name, type] of Object.entries(variables)) environment = environment.registerVariable(name, type);
  return environment;
}

/** The first line of an error's message, without a trailing full stop: the part a sentence can quote. */
export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/[.\s]+$/, '');
}

export type CelProgram<Context> = (context: Context) => unknown;

/**
 * A compiled expression, or the sentence saying why it is not one (`what` names it, e.g. `spec.condition`).
 * `result` asks for a type: `bool` (true/false) or `list`; `dyn` always passes, as its type is known only when run.
 */
export function compileCelExpression<Context>(
  environment: Environment,
  what: string,
  expression: unknown,
  result?: 'bool' | 'list',
): { program: CelProgram<Context> } | { problem: string } {
  if (typeof expression !== 'string' || !expression.trim()) {
    return { problem: `${what} must be a CEL expression (text)` };
  }
  if (expression.length > MAX_CEL_LENGTH) {
    return {
      problem: `${what} is ${expression.length} characters long; a CEL expression may have at most ${MAX_CEL_LENGTH}`,
    };
  }
  try {
    const parsed = environment.parse(expression);
    const checked = parsed.check();
    if (!checked.valid) return { problem: `${what} is not a valid CEL expression: ${firstLine(checked.error)}` };
    const type = String(checked.type);
    if (result && type !== 'dyn' && !type.startsWith(result)) {
      return { problem: `${what} must give a ${result === 'bool' ? 'true/false' : 'list'} value, not ${type}` };
    }
    return { program: (context) => parsed(context as unknown as Record<string, unknown>) };
  } catch (error) {
    return { problem: `${what} is not a valid CEL expression: ${firstLine(error)}` };
  }
}
