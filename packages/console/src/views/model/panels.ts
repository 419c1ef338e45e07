// Reading a panel's rows (the result of its SQL over the view's query results) into what each panel draws.
import type { ViewPanel } from '@mission-control/api';
import { cssVar } from '@mission-control/ui';
import { toNumber } from './cells';

/** The names a panel query uses for its number, in the order they are looked for. */
const VALUE_KEYS = ['value', 'count', 'total', 'sum'];

/** The number of a row: `value`, `count`, `total` or `sum`, else its first numeric field. */
export function rowValue(row: Record<string, unknown>): number | null {
  for (const key of VALUE_KEYS) {
    const number = toNumber(row[key]);
    if (number !== null) return number;
  }
  for (const value of Object.values(row)) {
    const number = toNumber(value);
    if (number !== null) return number;
  }
  return null;
}

/** The label of a row: its first field that is not the number. */
export function rowLabel(row: Record<string, unknown>): string {
  const value = rowValue(row);
  for (const [key, field] of Object.entries(row)) {
    if (VALUE_KEYS.includes(key)) continue;
    if (toNumber(field) === value && typeof field !== 'string') continue;
    if (field === null || field === undefined || field === '') return '';
    return typeof field === 'object' ? JSON.stringify(field) : String(field);
  }
  return '';
}

export interface Slice {
  label: string;
  value: number;
}

/** A pie chart's slices, largest first; rows without a number or with nothing to show are left out. */
export function pieSlices(panel: Pick<ViewPanel, 'rows'>): Slice[] {
  const slices: Slice[] = [];
  for (const row of panel.rows) {
    const value = rowValue(row);
    if (value === null || value <= 0) continue;
    slices.push({ label: rowLabel(row) || '(none)', value });
  }
  return slices.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

/** The single number of a number, gauge or duration panel (its first row). */
export function panelNumber(panel: Pick<ViewPanel, 'rows'>): number | null {
  const row = panel.rows[0];
  return row ? rowValue(row) : null;
}

/** A text panel's text: its first row's `value` (or only field). */
export function panelText(panel: Pick<ViewPanel, 'rows'>): string {
  const row = panel.rows[0];
  if (!row) return '';
  const value = 'value' in row ? row.value : Object.values(row)[0];
  return value === null || value === undefined ? '' : String(value);
}

/** Health words get the health colours, so a health pie reads as the rest of the console does. */
const HEALTH_COLORS: Record<string, string> = {
  healthy: cssVar('color.statusGreen'),
  unhealthy: cssVar('color.statusRed'),
  warning: cssVar('color.statusOrange'),
  unknown: cssVar('color.statusGrey'),
};

/** A categorical palette that reads on light and dark surfaces; the legend carries every value in words. */
const PALETTE = ['#4e79a7', '#f28e2b', '#59a14f', '#b07aa1', '#76b7b2', '#edc948', '#e15759', '#9c755f', '#bab0ac'];

/** Each slice's colour: the panel's own `colors`, else a health colour, else the palette in order. */
export function sliceColors(slices: readonly Slice[], colors?: Readonly<Record<string, string>> | null): string[] {
  let next = 0;
  return slices.map((slice) => {
    const own = colors?.[slice.label];
    if (own) return own;
    const health = HEALTH_COLORS[slice.label.toLowerCase()];
    if (health) return health;
    return PALETTE[next++ % PALETTE.length]!;
  });
}
