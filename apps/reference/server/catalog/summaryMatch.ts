import { parseMatchExpression, type MatchExpression, type MatchPattern } from '@mission-control/api';

/**
 * Match expressions (core's grammar, `a,!b,c*`) as SQL conditions. Only the column expression given by
 * the caller (a fixed alias and name) is written into the SQL; every value is a bound parameter.
 */
export type Bind = (value: unknown) => string;

/** `%`, `_` and `\` in a value are literal: LIKE's default escape character is the backslash. */
function likeText(pattern: MatchPattern): string {
  const value = pattern.value.replace(/[\\%_]/g, (c: string) => `\\${c}`);
  switch (pattern.kind) {
    case 'any':
      return '%';
    case 'prefix':
      return `${value}%`;
    case 'suffix':
      return `%${value}`;
    case 'contains':
      return `%${value}%`;
  }
}

function anyOf(column: string, values: readonly string[], patterns: readonly MatchPattern[], bind: Bind): string {
  const parts = [
    ...(values.length
      ? [`${column} IN (SELECT jsonb_array_elements_text(${bind(JSON.stringify(values))}::jsonb))`]
      : []),
    ...patterns.map((pattern) => `${column} LIKE ${bind(likeText(pattern))}`),
  ];
  return parts.length ? `(${parts.join(' OR ')})` : 'false';
}

/**
 * The condition for `column` passing `expression` (as core's `matchesExpression`: a missing value passes
 * an expression of exclusions only), or null when it filters nothing.
 */
export function matchCondition(column: string, expression: MatchExpression, bind: Bind): string | null {
  const parts: string[] = [];
  if (expression.include.length || expression.includePatterns.length) {
    parts.push(anyOf(column, expression.include, expression.includePatterns, bind));
  }
  if (expression.exclude.length || expression.excludePatterns.length) {
    parts.push(`(${column} IS NULL OR NOT ${anyOf(column, expression.exclude, expression.excludePatterns, bind)})`);
  }
  return parts.length ? parts.join(' AND ') : null;
}

/**
 * duty's label filter: per label key a match expression of values. Included values (`labels @> {k: v}`, or a
 * LIKE on `labels->>k` for a wildcard) are OR-ed across all keys; every excluded value must not match.
 */
export function labelCondition(column: string, filter: Readonly<Record<string, string>>, bind: Bind): string | null {
  const includes: string[] = [];
  const excludes: string[] = [];
  for (const [key, text] of Object.entries(filter)) {
    const expression = parseMatchExpression(text);
    // Bound only when a wildcard needs it: an unused parameter has no type to infer.
    const value = () => `(${column} ->> ${bind(key)}::text)`;
    for (const v of expression.include) includes.push(`${column} @> ${bind(JSON.stringify({ [key]: v }))}::jsonb`);
    for (const p of expression.includePatterns) includes.push(`${value()} LIKE ${bind(likeText(p))}`);
    for (const v of expression.exclude) {
      excludes.push(`NOT COALESCE(${column} @> ${bind(JSON.stringify({ [key]: v }))}::jsonb, false)`);
    }
    for (const p of expression.excludePatterns)
      excludes.push(`NOT COALESCE(${value()} LIKE ${bind(likeText(p))}, false)`);
  }
  const parts = [...(includes.length ? [`(${includes.join(' OR ')})`] : []), ...excludes];
  return parts.length ? parts.join(' AND ') : null;
}
