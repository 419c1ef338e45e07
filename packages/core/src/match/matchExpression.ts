// Mission Control's match expressions (duty's filter grammar): `a,!b,c*,*d,*e*`.
// One parser for the server (catalog summary health/status, SQL built from the
// parsed form with bound values) and the console (filters it shows and sends).

/** How a wildcard term matches: `x*` prefix, `*x` suffix, `*x*` contains, `*` anything. */
export type MatchPatternKind = 'prefix' | 'suffix' | 'contains' | 'any';

export interface MatchPattern {
  kind: MatchPatternKind;
  /** The text between the stars (empty for `any`). */
  value: string;
}

export interface MatchExpression {
  /** Plain values: the value must be one of them (or match an include pattern). */
  include: string[];
  /** Wildcard terms without `!`. */
  includePatterns: MatchPattern[];
  /** `!value`: the value must not be one of them. */
  exclude: string[];
  /** `!x*` and the like: the value must not match them. */
  excludePatterns: MatchPattern[];
}

/** Longest expression accepted: no person types more into a filter. */
export const MATCH_EXPRESSION_MAX_LENGTH = 2000;
/** Most terms in one expression. */
export const MATCH_EXPRESSION_MAX_TERMS = 100;

export class MatchExpressionError extends Error {
  override name = 'MatchExpressionError';
}

function patternOf(term: string): MatchPattern | null {
  if (!term.includes('*')) return null;
  if (/^\*+$/.test(term)) return { kind: 'any', value: '' };
  const starts = term.startsWith('*');
  const ends = term.endsWith('*');
  const value = term.replace(/^\*/, '').replace(/\*$/, '');
  if (value.includes('*')) {
    throw new MatchExpressionError(`"${term}" has a * inside it; use * only at the start or the end of a value`);
  }
  return { kind: starts && ends ? 'contains' : starts ? 'suffix' : 'prefix', value };
}

/**
 * Parses `a,!b,c*` into its parts. Terms are trimmed and empty ones skipped, so `""` and `","` match
 * everything. Throws a MatchExpressionError (a sentence naming the problem) on an expression too long,
 * with too many terms, or with a `*` in the middle of a value, rather than guessing what was meant.
 */
export function parseMatchExpression(text: string | null | undefined): MatchExpression {
  const out: MatchExpression = { include: [], includePatterns: [], exclude: [], excludePatterns: [] };
  if (text === null || text === undefined) return out;
  if (typeof text !== 'string') throw new MatchExpressionError('a match expression must be text such as "a,!b,c*"');
  if (text.length > MATCH_EXPRESSION_MAX_LENGTH) {
    throw new MatchExpressionError(
      `a match expression may be at most ${MATCH_EXPRESSION_MAX_LENGTH} characters long (got ${text.length})`,
    );
  }
  const terms = text
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
  if (terms.length > MATCH_EXPRESSION_MAX_TERMS) {
    throw new MatchExpressionError(
      `a match expression may have at most ${MATCH_EXPRESSION_MAX_TERMS} values (got ${terms.length})`,
    );
  }
  for (const term of terms) {
    const negated = term.startsWith('!');
    const body = negated ? term.slice(1).trim() : term;
    if (!body) throw new MatchExpressionError('"!" must be followed by the value to exclude');
    const pattern = patternOf(body);
    if (negated) {
      if (pattern) out.excludePatterns.push(pattern);
      else out.exclude.push(body);
    } else if (pattern) out.includePatterns.push(pattern);
    else out.include.push(body);
  }
  return out;
}

/** Whether the expression filters at all (an empty one matches every value, null included). */
export function isEmptyMatchExpression(expression: MatchExpression): boolean {
  return (
    !expression.include.length &&
    !expression.includePatterns.length &&
    !expression.exclude.length &&
    !expression.excludePatterns.length
  );
}

export function matchesPattern(pattern: MatchPattern, value: string): boolean {
  switch (pattern.kind) {
    case 'any':
      return true;
    case 'prefix':
      return value.startsWith(pattern.value);
    case 'suffix':
      return value.endsWith(pattern.value);
    case 'contains':
      return value.includes(pattern.value);
  }
}

/**
 * Whether `value` passes: it is one of the included values or matches an included pattern (when
 * there are any), and it is neither excluded nor matches an excluded pattern. Matching is exact and
 * case-sensitive, as SQL's IN and LIKE are. A missing value passes only an expression with no
 * includes (as SQL's `NOT IN` would not, the exclusions alone keep rows without a value).
 */
export function matchesExpression(expression: MatchExpression, value: string | null | undefined): boolean {
  const hasIncludes = expression.include.length > 0 || expression.includePatterns.length > 0;
  if (value === null || value === undefined) return !hasIncludes;
  if (hasIncludes) {
    const included =
      expression.include.includes(value) ||
      expression.includePatterns.some((pattern) => matchesPattern(pattern, value));
    if (!included) return false;
  }
  if (expression.exclude.includes(value)) return false;
  return !expression.excludePatterns.some((pattern) => matchesPattern(pattern, value));
}
