import type {
  ComponentHealth,
  ComponentNode,
  ComponentProperty,
  ComponentRow,
  ComponentSummary,
  RolledComponent,
} from './types';

/** Worst first: any unhealthy makes the whole unhealthy, then warning; unknown and empty values count for nothing. */
const HEALTH_RANK: Readonly<Record<string, number>> = { healthy: 1, warning: 2, unhealthy: 3 };

/**
 * The worst of some health values (upstream `WorseHealth`): unhealthy > warning > healthy. Unknown, empty and
 * unrecognised values are ignored, so a component with nothing to say is healthy.
 */
export function worstHealth(values: Iterable<string | null | undefined>): Exclude<ComponentHealth, 'unknown'> {
  let worst: Exclude<ComponentHealth, 'unknown'> = 'healthy';
  for (const value of values) {
    const rank = value ? HEALTH_RANK[value] : undefined;
    if (rank === 3) return 'unhealthy';
    if (rank === 2) worst = 'warning';
  }
  return worst;
}

/** A health value as the roll-up knows it, or null for anything else (an expression's stray output). */
export function asHealth(value: unknown): ComponentHealth | null {
  return value === 'healthy' || value === 'warning' || value === 'unhealthy' || value === 'unknown' ? value : null;
}

const addCounts = (into: Record<string, number>, from: Record<string, number> | undefined) => {
  for (const [key, count] of Object.entries(from ?? {})) into[key] = (into[key] ?? 0) + count;
};

const addNested = (
  into: Record<string, Record<string, number>>,
  from: Record<string, Record<string, number>> | undefined,
) => {
  for (const [key, counts] of Object.entries(from ?? {})) addCounts((into[key] ??= {}), counts);
};

/**
 * Adds a child's summary to its parent's (upstream `Summary.Add`): a child with both healthy and unhealthy
 * counts as one warning, only unhealthy as one unhealthy, only healthy as one healthy; its warnings and infos
 * are added as counts; the checks, insights and incidents maps are summed. Returns a new summary.
 */
export function addSummary(parent: ComponentSummary, child: ComponentSummary): ComponentSummary {
  const out = cloneSummary(parent);
  const healthy = child.healthy ?? 0;
  const unhealthy = child.unhealthy ?? 0;
  if (healthy > 0 && unhealthy > 0) out.warning = (out.warning ?? 0) + 1;
  else if (unhealthy > 0) out.unhealthy = (out.unhealthy ?? 0) + 1;
  else if (healthy > 0) out.healthy = (out.healthy ?? 0) + 1;
  if ((child.warning ?? 0) > 0) out.warning = (out.warning ?? 0) + child.warning!;
  if ((child.info ?? 0) > 0) out.info = (out.info ?? 0) + child.info!;
  if (child.checks) addCounts((out.checks ??= {}), child.checks);
  if (child.insights) addNested((out.insights ??= {}), child.insights);
  if (child.incidents) addNested((out.incidents ??= {}), child.incidents);
  return out;
}

function cloneSummary(summary: ComponentSummary): ComponentSummary {
  const out: ComponentSummary = {};
  for (const key of ['healthy', 'unhealthy', 'warning', 'info'] as const) {
    if (summary[key]) out[key] = summary[key];
  }
  if (summary.checks) out.checks = { ...summary.checks };
  if (summary.insights) addNested((out.insights = {}), summary.insights);
  if (summary.incidents) addNested((out.incidents = {}), summary.incidents);
  return out;
}

/** A summary's own status (upstream `Summary.GetStatus`): unhealthy > warning > healthy, else unknown. */
export function summaryStatus(summary: ComponentSummary): ComponentHealth {
  if ((summary.unhealthy ?? 0) > 0) return 'unhealthy';
  if ((summary.warning ?? 0) > 0) return 'warning';
  if ((summary.healthy ?? 0) > 0) return 'healthy';
  return 'unknown';
}

/** What a `health_expr` / `status_expr` sees: the component as read, its checks and its rolled-up summary. */
export interface TopologyExpressionContext {
  component: {
    id: string;
    name: string;
    type: string;
    /** The stored status (before `status_expr`). */
    status: string;
    /** The stored own health (before the roll-up). */
    health: string;
    labels: Record<string, string>;
    /** Properties by name: their `value` when numeric, else their `text`. */
    properties: Record<string, string | number>;
  };
  /** Linked checks by latest status. */
  checks: Record<string, number>;
  /** The component's summary: its children added, its own checks, insights and incidents. */
  summary: ComponentSummary;
  /** Present for `health_expr`: the read-time status. */
  status?: string;
}

/**
 * Evaluates one `health_expr` / `status_expr`. Core evaluates nothing itself (it stays pure); the server passes
 * its expression engine. Return null (or throw) to fall back to the rule.
 */
export type TopologyExpressionEvaluator = (
  expression: string,
  context: TopologyExpressionContext,
  kind: 'health' | 'status',
) => string | null | undefined;

export interface RollUpOptions {
  evaluate?: TopologyExpressionEvaluator;
  /** Levels the summary descends (upstream `Summarize(10)`). @default 10 */
  summaryDepth?: number;
}

const propertyValues = (properties: readonly ComponentProperty[] | null | undefined) => {
  const out: Record<string, string | number> = {};
  for (const property of properties ?? []) {
    if (!property?.name) continue;
    const value = typeof property.value === 'number' ? property.value : property.text;
    if (value !== undefined && value !== null) out[property.name] = value;
  }
  return out;
};

const labelsOf = (row: ComponentRow): Record<string, string> => {
  const labels = (row as { labels?: unknown }).labels;
  return labels && typeof labels === 'object' && !Array.isArray(labels) ? (labels as Record<string, string>) : {};
};

function evaluated(
  evaluate: TopologyExpressionEvaluator | undefined,
  expression: string | null | undefined,
  context: TopologyExpressionContext,
  kind: 'health' | 'status',
): string | null {
  if (!evaluate || !expression?.trim()) return null;
  try {
    const result = evaluate(expression, context, kind);
    return typeof result === 'string' && result.trim() ? result.trim() : null;
  } catch {
    // A broken expression must not break the page: the component falls back to the rule.
    return null;
  }
}

/**
 * Rolls a tree up (duty `Summarize`, `GetHealth`, `GetStatus`, §2.3), children first:
 * - `summary`: the stored insights/incidents, the linked checks by status, each child added by `addSummary`;
 *   a leaf counts itself by its status.
 * - `status`: the `status_expr` result, else the stored status.
 * - `health`: the `health_expr` result, else the worst of its own health, each check status with a count
 *   above zero, and every child's health.
 */
export function rollUp<R extends ComponentRow>(
  nodes: readonly ComponentNode<R>[],
  options: RollUpOptions = {},
): RolledComponent<R>[] {
  const depth = options.summaryDepth ?? 10;
  return nodes.map((node) => rollOne(node, options.evaluate, depth));
}

function rollOne<R extends ComponentRow>(
  node: ComponentNode<R>,
  evaluate: TopologyExpressionEvaluator | undefined,
  depth: number,
): RolledComponent<R> {
  const children = node.components.map((child) => rollOne(child, evaluate, depth - 1));
  const { components: _children, checks: _checks, ...row } = node;
  const stored = node.summary ?? {};
  let summary: ComponentSummary = {};
  if (stored.insights) summary.insights = stored.insights;
  if (stored.incidents) summary.incidents = stored.incidents;
  const checks = Object.fromEntries(Object.entries(node.checks).filter(([, count]) => count > 0));
  if (Object.keys(checks).length) summary.checks = checks;
  summary = cloneSummary(summary);
  if (depth > 0) for (const child of children) summary = addSummary(summary, child.summary);

  const context: TopologyExpressionContext = {
    component: {
      id: node.id,
      name: node.name,
      type: node.type ?? '',
      status: node.status ?? '',
      health: node.health ?? '',
      labels: labelsOf(node),
      properties: propertyValues(node.properties),
    },
    checks,
    summary,
  };
  const status = evaluated(evaluate, node.status_expr, context, 'status') ?? node.status ?? 'unknown';
  if (!children.length) {
    if (status === 'healthy' || status === 'unhealthy' || status === 'warning' || status === 'info') {
      summary[status] = (summary[status] ?? 0) + 1;
    }
  }
  const expressed = asHealth(evaluated(evaluate, node.health_expr, { ...context, summary, status }, 'health'));
  const health =
    expressed ?? worstHealth([node.health, ...Object.keys(checks), ...children.map((child) => child.health)]);
  return { ...row, health, status, summary, components: children } as unknown as RolledComponent<R>;
}
