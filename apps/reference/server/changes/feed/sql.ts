/**
 * A PostgreSQL array literal (`{"a","b"}`) for a `$n::text[]` parameter: both drivers pass a string as it is,
 * while they turn a JS array into JSON; the planner then sees one array parameter it can probe an index with.
 */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
