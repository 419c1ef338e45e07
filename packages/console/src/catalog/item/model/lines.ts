// The Config tab's selected lines live in the URL as `?lines=3-7,12` (1-based, inclusive ranges), so a
// link to an item's page can point at the lines that matter.

/** Line numbers, ascending and without duplicates. */
export type LineSelection = readonly number[];

/** The most lines a selection holds: a hand-edited `lines=1-999999999` must not allocate a huge array. */
export const MAX_SELECTED_LINES = 10_000;

/**
 * Reads `lines` (`3-7,12`): ranges and single lines, in any order; reversed ranges are turned round;
 * anything that is not a positive whole number is dropped, and lines past `lineCount` are ignored.
 */
export function parseLineSelection(value: string | null | undefined, lineCount = Number.POSITIVE_INFINITY): number[] {
  if (!value) return [];
  const lines = new Set<number>();
  for (const part of value.split(',')) {
    const match = /^\s*(\d{1,9})\s*(?:-\s*(\d{1,9})\s*)?$/.exec(part);
    if (!match?.[1]) continue;
    const a = Number(match[1]);
    const b = match[2] ? Number(match[2]) : a;
    const from = Math.max(1, Math.min(a, b));
    const to = Math.min(Math.max(a, b), lineCount);
    for (let line = from; line <= to && lines.size < MAX_SELECTED_LINES; line++) lines.add(line);
  }
  return [...lines].sort((x, y) => x - y);
}

/** Writes a selection back as compact ranges (`[3,4,5,7]` → `3-5,7`); empty → `''`. */
export function formatLineSelection(lines: LineSelection): string {
  const sorted = [...new Set(lines)].filter((line) => Number.isInteger(line) && line > 0).sort((x, y) => x - y);
  const parts: string[] = [];
  let start = sorted[0];
  let previous = start;
  for (const line of sorted.slice(1).concat(Number.NaN)) {
    if (start === undefined || previous === undefined) break;
    if (line === previous + 1) {
      previous = line;
      continue;
    }
    parts.push(start === previous ? String(start) : `${start}-${previous}`);
    start = line;
    previous = line;
  }
  return parts.join(',');
}

/**
 * A click on a line number: alone it selects just that line, or clears it when it was the only one;
 * with `extend` (shift) it selects the range from the nearest selected line; with `toggle` (ctrl/cmd)
 * it adds or removes that line.
 */
export function selectLine(
  current: LineSelection,
  line: number,
  mode: 'only' | 'extend' | 'toggle' = 'only',
): number[] {
  if (mode === 'toggle') {
    return current.includes(line) ? current.filter((l) => l !== line) : [...current, line].sort((x, y) => x - y);
  }
  if (mode === 'extend' && current.length > 0) {
    const anchor = current.reduce((best, l) => (Math.abs(l - line) < Math.abs(best - line) ? l : best));
    const from = Math.min(anchor, line);
    const to = Math.max(anchor, line);
    const added = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    return [...new Set([...current, ...added])].sort((x, y) => x - y);
  }
  return current.length === 1 && current[0] === line ? [] : [line];
}
