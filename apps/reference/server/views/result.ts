import { z } from 'zod';
import type { CachedView } from './engine';
import type { ViewLimits } from './limits';
import type { ViewColumn } from './spec';

/**
 * The ViewResult of `POST /api/view/{id}` (the views contract in helper-common.md): the requested page of the
 * table after the multiselect filters and the sort, the panels, the multiselect columns' options and the variables.
 */
export class ViewRequestError extends Error {}

export const viewRequestSchema = z
  .object({
    variables: z.record(z.string(), z.string().max(500)).optional(),
    limit: z.number().int().optional(),
    offset: z.number().int().min(0, 'offset must be 0 or more').optional(),
    sort: z.string().max(100).optional(),
    filters: z.record(z.string(), z.array(z.string().max(500)).max(500)).optional(),
  })
  .strict();
export type ViewRequest = z.infer<typeof viewRequestSchema>;

function text(value: unknown): string {
  return value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function compare(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return text(a).localeCompare(text(b), undefined, { numeric: true });
}

function columnOut(column: ViewColumn) {
  return { ...column };
}

export function viewResult(result: CachedView, request: ViewRequest, limits: ViewLimits) {
  const { columns } = result;
  const index = new Map(columns.map((column, i) => [column.name, i]));
  const limit = request.limit ?? limits.defaultPageSize;
  if (limit < 1 || limit > limits.maxPageSize) {
    throw new ViewRequestError(`limit must be between 1 and ${limits.maxPageSize}`);
  }
  let rows = result.rows;
  for (const [name, values] of Object.entries(request.filters ?? {})) {
    const at = index.get(name);
    if (at === undefined) throw new ViewRequestError(`cannot filter on "${name}": the view has no such column`);
    if (!values.length) continue;
    const wanted = new Set(values);
    rows = rows.filter((row) => wanted.has(text(row[at])));
  }
  if (request.sort) {
    const descending = request.sort.startsWith('-');
    const name = descending ? request.sort.slice(1) : request.sort;
    const at = index.get(name);
    if (at === undefined) throw new ViewRequestError(`cannot sort by "${name}": the view has no such column`);
    // Nulls last both ways: what a table reader expects when flipping a column.
    rows = [...rows].sort((a, b) => {
      const order = compare(a[at], b[at]);
      return a[at] == null || b[at] == null ? order : descending ? -order : order;
    });
  }
  const offset = request.offset ?? 0;
  const columnOptions: Record<string, string[]> = {};
  for (const column of columns) {
    if (column.filter?.type !== 'multiselect') continue;
    const at = index.get(column.name)!;
    const values = new Set<string>();
    for (const row of result.rows) if (row[at] != null && row[at] !== '') values.add(text(row[at]));
    columnOptions[column.name] = [...values].sort((a, b) => a.localeCompare(b));
  }
  const { view, spec } = result;
  return {
    id: view.id,
    namespace: view.namespace,
    name: view.name,
    title: spec.display.title ?? view.name,
    icon: spec.display.icon ?? null,
    description: spec.description ?? null,
    lastRefreshedAt: result.refreshedAt,
    refreshError: result.refreshError,
    stale: result.stale,
    columns: columns.map(columnOut),
    rows: rows.slice(offset, offset + limit),
    total: rows.length,
    panels: result.panels,
    columnOptions,
    variables: result.variables,
    requestFingerprint: result.requestFingerprint,
  };
}
