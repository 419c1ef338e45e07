// Change severities (reference §1.4): most severe first. A filter of one level means that level or worse.
import { CHANGE_SEVERITIES, type ChangeSeverity } from '@mission-control/api';
import type { BadgeTone } from '@mission-control/ui';

export const SEVERITIES = CHANGE_SEVERITIES;
export type Severity = ChangeSeverity;

/** 0 for critical … 4 for info; unknown text sorts after info. */
export function severityRank(value: string | null | undefined): number {
  const index = (SEVERITIES as readonly string[]).indexOf((value ?? '').toLowerCase());
  return index < 0 ? SEVERITIES.length : index;
}

/** The levels a filter of `level` shows (`high` → critical and high). */
export function severitiesAtLeast(level: Severity): Severity[] {
  return SEVERITIES.slice(0, SEVERITIES.indexOf(level) + 1);
}

/** The badge's tint; the badge's text and icon carry the meaning, never the colour alone. */
export function severityTone(value: string | null | undefined): BadgeTone {
  switch (severityRank(value)) {
    case 0:
    case 1:
      return 'danger';
    case 2:
      return 'warning';
    case 3:
      return 'info';
    default:
      return 'neutral';
  }
}

/** A glyph per level, so levels differ in shape as well as colour (read with the text, hidden from readers). */
export function severityGlyph(value: string | null | undefined): string {
  return ['‼', '▲', '◆', '▽', 'ℹ'][severityRank(value)] ?? '•';
}

/** `high` → `High`; unknown text is shown as it came. */
export function severityLabel(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  return text[0]!.toUpperCase() + text.slice(1).toLowerCase();
}
