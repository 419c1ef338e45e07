// Pure readers for a view's table and panels: the server sends rows as arrays in column order and values as
// the query produced them (numbers, Kubernetes quantities as text, nanosecond durations), so each column type
// reads its value here, once, for the table cells and the panels alike.
import type { ViewColumn, ViewGauge } from '@mission-control/api';

/** One table row keyed by column name, with the `row_attributes` column kept aside. */
export interface ViewRow {
  /** Stable identity: the primary key columns joined, else the row's position on its page. */
  key: string;
  values: Record<string, unknown>;
  attributes: Record<string, RowAttribute>;
}

/** Per-cell extras a view's mapping may add (upstream's `row_attributes`): a link, an icon, a gauge maximum. */
export interface RowAttribute {
  url?: string;
  icon?: string;
  max?: number;
}

/** The columns a table shows: not hidden and not the row attributes carrier. */
export function visibleColumns(columns: readonly ViewColumn[]): ViewColumn[] {
  return columns.filter((column) => !column.hidden && column.type !== 'row_attributes');
}

/** `memory_limit` → "Memory Limit", `lastUpdated` → "Last Updated" (upstream's header rule). */
export function columnHeader(name: string): string {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\b\w/g, (letter) => letter.toUpperCase())
    .trim();
}

function readAttributes(value: unknown): Record<string, RowAttribute> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, RowAttribute> = {};
  for (const [column, raw] of Object.entries(value as Record<string, unknown>)) {
    if (!raw || typeof raw !== 'object') continue;
    const { url, icon, max } = raw as Record<string, unknown>;
    out[column] = {
      ...(typeof url === 'string' && url ? { url } : {}),
      ...(typeof icon === 'string' && icon ? { icon } : {}),
      ...(toNumber(max) !== null ? { max: toNumber(max)! } : {}),
    };
  }
  return out;
}

/** Rows as arrays in column order → rows keyed by column name. */
export function readRows(columns: readonly ViewColumn[], rows: readonly unknown[][], offset = 0): ViewRow[] {
  const keys = columns.filter((column) => column.primaryKey).map((column) => column.name);
  return rows.map((row, index) => {
    const values: Record<string, unknown> = {};
    let attributes: Record<string, RowAttribute> = {};
    columns.forEach((column, position) => {
      if (column.type === 'row_attributes') attributes = readAttributes(row[position]);
      else values[column.name] = row[position] ?? null;
    });
    const key = keys.length > 0 ? keys.map((name) => String(values[name] ?? '')).join('\u0000') : '';
    return { key: key || `row-${offset + index}`, values, attributes };
  });
}

/** A finite number from a number or numeric text; anything else is null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

const QUANTITY = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|Pi|Ei|k|K|M|G|T|P|E)?$/;
const QUANTITY_FACTORS: Record<string, number> = {
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
  Ti: 1024 ** 4,
  Pi: 1024 ** 5,
  Ei: 1024 ** 6,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
};

/** Bytes from a number or a Kubernetes quantity (`192Mi`, `1G`); null for anything else. */
export function parseBytes(value: unknown): number | null {
  const number = toNumber(value);
  if (number !== null) return number;
  if (typeof value !== 'string') return null;
  const match = QUANTITY.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * (match[2] ? QUANTITY_FACTORS[match[2]]! : 1);
}

/** Millicores from a number or `250m` / `1.5` cores text; null for anything else. */
export function parseMillicores(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?m$/.test(text)) return Number(text.slice(0, -1));
  return toNumber(text);
}

/** `250m`, or cores from 1000m on (`1.5 cores`); ''. for nothing readable. */
export function formatMillicores(value: unknown): string {
  const millis = parseMillicores(value);
  if (millis === null) return typeof value === 'string' ? value : '';
  if (millis >= 1000) return `${Number((millis / 1000).toFixed(2))} cores`;
  return `${Math.round(millis)}m`;
}

/** A `duration` column holds nanoseconds (Go's time.Duration); the console formats milliseconds. */
export function nanosToMillis(value: unknown): number | null {
  const number = toNumber(value);
  return number === null ? null : number / 1e6;
}

/** Two decimals, without trailing zeros beyond them (upstream's `decimal`). */
export function formatDecimal(value: unknown, precision = 2): string {
  const number = toNumber(value);
  return number === null ? String(value ?? '') : number.toFixed(precision);
}

/** A number with grouping for reading (`12,345`). */
export function formatNumber(value: unknown, precision?: number | null): string {
  const number = toNumber(value);
  if (number === null) return String(value ?? '');
  return number.toLocaleString(undefined, {
    maximumFractionDigits: precision ?? 2,
    minimumFractionDigits: precision ?? 0,
  });
}

/** A gauge's value as a share of its range in percent (0-100), with its bounds; null when unreadable. */
export function gaugePercent(
  value: unknown,
  gauge: ViewGauge | null | undefined,
  maxOverride?: number,
): { percent: number; min: number; max: number; value: number } | null {
  const number = toNumber(value);
  if (number === null) return null;
  const min = gauge?.min ?? 0;
  const max = maxOverride ?? toNumber(gauge?.max) ?? 100;
  if (max <= min) return null;
  const percent = Math.min(100, Math.max(0, ((number - min) / (max - min)) * 100));
  return { percent, min, max, value: number };
}

/** The colour a gauge's thresholds give a value (the highest threshold it reached), if any. */
export function gaugeColor(gauge: ViewGauge | null | undefined, value: number, percent: number): string | undefined {
  let color: string | undefined;
  let reached = -Infinity;
  for (const threshold of gauge?.thresholds ?? []) {
    const at = threshold.percent ?? threshold.value;
    const against = threshold.percent !== null && threshold.percent !== undefined ? percent : value;
    if (at === null || at === undefined || !threshold.color) continue;
    if (against >= at && at >= reached) {
      reached = at;
      color = threshold.color;
    }
  }
  return color;
}

/** The words a health value reads as; anything unknown is `unknown`. */
export function healthOf(value: unknown): 'healthy' | 'unhealthy' | 'warning' | 'unknown' {
  const text = String(value ?? '').toLowerCase();
  return text === 'healthy' || text === 'unhealthy' || text === 'warning' ? text : 'unknown';
}
