export type StatusColor = 'red' | 'grey' | 'orange' | 'green';

const RED = new Set(['degraded', 'missing', 'unhealthy', 'not good']);
const GREY = new Set(['unknown', 'suspended']);
const ORANGE = new Set(['warning', 'warn', 'mixed']);

/**
 * The one rule every status dot follows. Matching is case-insensitive and
 * ignores surrounding space, because backends send `Healthy`, `healthy ` and
 * `HEALTHY` alike; anything unrecognised (including an empty value) is green.
 */
export function statusColor(status: string | null | undefined): StatusColor {
  const key =
    typeof status === 'string'
      ? status
          .trim()
          .toLowerCase()
          .replace(/[\s_-]+/g, ' ')
      : '';
  if (RED.has(key)) return 'red';
  if (GREY.has(key)) return 'grey';
  if (ORANGE.has(key)) return 'orange';
  return 'green';
}
