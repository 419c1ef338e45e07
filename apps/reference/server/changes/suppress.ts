import { matchesExpression, parseMatchExpression } from '@mission-control/api';

/**
 * Per-item suppression of changes, as config-db's annotations: an item whose labels, or whose document's
 * `metadata.annotations`, carry `config-db.flanksource.com/ignore-changes: <pattern>` records no change whose type
 * matches the pattern (`diff`, `diff,Pulled`, `*`), and `config-db.flanksource.com/ignore-change-severity:
 * <pattern>` none whose severity matches (`info,low`). Patterns use the match-expression grammar (`a,b*,!c`).
 */
export const IGNORE_CHANGES_ANNOTATION = 'config-db.flanksource.com/ignore-changes';
export const IGNORE_CHANGE_SEVERITY_ANNOTATION = 'config-db.flanksource.com/ignore-change-severity';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function annotation(name: string, labels: unknown, config: unknown): string | undefined {
  if (isRecord(labels) && typeof labels[name] === 'string') return labels[name];
  const metadata = isRecord(config) ? config.metadata : undefined;
  const annotations = isRecord(metadata) ? metadata.annotations : undefined;
  if (isRecord(annotations) && typeof annotations[name] === 'string') return annotations[name];
  return undefined;
}

function matches(pattern: string | undefined, value: string | null): boolean {
  if (!pattern?.trim() || value == null) return false;
  try {
    const expression = parseMatchExpression(pattern);
    // Only a pattern that names what to ignore ignores anything (`!x` alone would otherwise ignore everything else).
    if (!expression.include.length && !expression.includePatterns.length) return false;
    return matchesExpression(expression, value);
  } catch {
    // A pattern that does not parse ignores nothing: the change is kept.
    return false;
  }
}

/** True when the item's annotations say to drop a change of this type or severity. */
export function isSuppressed(
  item: { labels: unknown; config: unknown },
  change: { change_type: string; severity: string | null },
): boolean {
  return (
    matches(annotation(IGNORE_CHANGES_ANNOTATION, item.labels, item.config), change.change_type) ||
    matches(annotation(IGNORE_CHANGE_SEVERITY_ANNOTATION, item.labels, item.config), change.severity)
  );
}
