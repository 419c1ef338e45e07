import { celEnvironment, MAX_CEL_LENGTH } from '../../cel';
import type { TopologyExpressionContext, TopologyExpressionEvaluator } from '@mission-control/api';

/**
 * `health_expr` and `status_expr` of a component, evaluated on read. Upstream renders them as Go templates; rules
 * users write are CEL here (ARCHITECTURE.md), so an expression is CEL over `component` (id, name, type, status,
 * health, labels, properties by name), `checks` (linked checks by latest status), `summary` (its subtree's counts)
 * and, for `health_expr`, `status` (the read-time status). It must give a word: e.g.
 * `checks.unhealthy > 0 ? 'warning' : 'healthy'`. A health outside healthy/warning/unhealthy/unknown, an error or a
 * non-text result falls back to the rule (core's rollUp).
 */
/** Compiled expressions kept by text: a tree repeats the same few expressions over many components. */
const MAX_CACHED = 500;

const environment = celEnvironment({ component: 'map', checks: 'map', summary: 'map', status: 'string' });

type Program = (context: Record<string, unknown>) => unknown;
const compiled = new Map<string, Program | null>();

function compile(expression: string): Program | null {
  const known = compiled.get(expression);
  if (known !== undefined) return known;
  let program: Program | null = null;
  if (expression.length <= MAX_CEL_LENGTH) {
    try {
      const parsed = environment.parse(expression);
      program = (context) => parsed(context);
    } catch {
      program = null;
    }
  }
  if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value!);
  compiled.set(expression, program);
  return program;
}

/** CEL maps need every key present: counts default to zero so `checks.unhealthy > 0` reads naturally. */
const counts = (values: Record<string, number> | undefined) => ({
  healthy: 0,
  unhealthy: 0,
  warning: 0,
  info: 0,
  ...values,
});

/** The evaluator core's rollUp calls for components that carry an expression. */
export const evaluateTopologyExpression: TopologyExpressionEvaluator = (
  expression: string,
  context: TopologyExpressionContext,
) => {
  const program = compile(expression);
  if (!program) return null;
  const { healthy, unhealthy, warning, info } = context.summary;
  const value = program({
    component: context.component,
    checks: counts(context.checks),
    summary: {
      ...counts({ healthy: healthy ?? 0, unhealthy: unhealthy ?? 0, warning: warning ?? 0, info: info ?? 0 }),
    },
    status: context.status ?? context.component.status,
  });
  return typeof value === 'string' ? value : null;
};
