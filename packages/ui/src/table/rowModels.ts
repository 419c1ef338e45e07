// Row models for the DataTable that build only what is looked at. TanStack's own
// core row model constructs every row and every sub-row up front and indexes all
// of them by id; at 100,000 rows that index alone is most of the time between new
// data and the first paint. These give the same answers, but sub-rows are built
// when something first reads them (an expanded group, a visible group's expand
// button, a filter or sort pass), and the id index and flat list when first asked.
import { constructRow, tableMemo, type ExpandedState } from '@tanstack/react-table';

/** The parts of a table these row models read (the features' own types are wider than needed here). */
interface LazyTable {
  options: {
    data: readonly unknown[];
    getSubRows?: (original: unknown, index: number) => readonly unknown[] | undefined;
    paginateExpandedRows?: boolean;
    manualPagination?: boolean;
  };
  atoms: { expanded?: { get(): ExpandedState } };
  getRowId(original: unknown, index: number, parent?: LazyRow): string;
  getPreExpandedRowModel(): LazyRowModel;
}

interface LazyRow {
  id: string;
  subRows: LazyRow[];
  originalSubRows?: readonly unknown[];
  getIsExpanded(): boolean;
}

interface LazyRowModel {
  rows: LazyRow[];
  flatRows: LazyRow[];
  rowsById: Record<string, LazyRow>;
}

type Construct = (
  table: LazyTable,
  id: string,
  original: unknown,
  index: number,
  depth: number,
  subRows: undefined,
  parentId: string | undefined,
) => LazyRow;

type Memo = (options: {
  feature: string;
  table: LazyTable;
  fnName: string;
  memoDeps: () => unknown[];
  fn: () => LazyRowModel;
}) => () => LazyRowModel;

const construct = constructRow as unknown as Construct;
const memo = tableMemo as unknown as Memo;

type MakeRow = (id: string, original: unknown, index: number, depth: number, parentId?: string) => LazyRow;

const NO_SUB_ROWS: LazyRow[] = Object.freeze([]) as unknown as LazyRow[];
/** The fields constructRow gives every row itself; anything else found on a row is per-row state. */
const ROW_FIELDS = new Set(['_displayIndexCache', 'depth', 'id', 'index', 'original', 'parentId', 'subRows']);

/**
 * A row factory that allocates one object per row. constructRow also gives each
 * row empty maps (value caches, a feature's per-row state) and an empty sub-row
 * list: at 100,000 rows that is half a million objects for the collector, though
 * only the rows on screen ever use them. Here they live on a shared prototype
 * and become the row's own the first time they are read or written. Falls back
 * to constructRow if a row carries state this cannot tell is an empty map.
 */
function rowFactory(table: LazyTable): MakeRow {
  const probe = construct(table, '\0probe', undefined, 0, 0, undefined, undefined) as unknown as Record<
    string,
    unknown
  >;
  const fallback: MakeRow = (id, original, index, depth, parentId) =>
    construct(table, id, original, index, depth, undefined, parentId);
  const lazyKeys: string[] = [];
  for (const key of Object.keys(probe)) {
    if (ROW_FIELDS.has(key)) continue;
    const value = probe[key];
    const emptyMap =
      typeof value === 'object' &&
      value !== null &&
      Object.getPrototypeOf(value) === null &&
      Object.keys(value).length === 0;
    if (!emptyMap) return fallback;
    lazyKeys.push(key);
  }
  const prototype = Object.create(Object.getPrototypeOf(probe) as object) as object;
  const valuesCacheLazy = lazyKeys.includes('_valuesCache');
  for (const key of lazyKeys) {
    if (key === '_valuesCache') continue;
    const own = (row: object, value: unknown) => {
      Object.defineProperty(row, key, { value, writable: true, configurable: true, enumerable: true });
      return value;
    };
    Object.defineProperty(prototype, key, {
      configurable: true,
      get(this: object) {
        return own(this, Object.create(null));
      },
      set(this: object, value: unknown) {
        own(this, value);
      },
    });
  }
  return (id, original, index, depth, parentId) => {
    const row = Object.create(prototype) as Record<string, unknown>;
    row._displayIndexCache = -1;
    row.depth = depth;
    row.id = id;
    row.index = index;
    row.original = original;
    row.parentId = parentId;
    row.subRows = NO_SUB_ROWS;
    // Read by every sort and filter pass: an own map from the start keeps those fast.
    if (valuesCacheLazy) row._valuesCache = Object.create(null);
    return row as unknown as LazyRow;
  };
}

function buildRows(
  table: LazyTable,
  originals: readonly unknown[],
  depth: number,
  parent?: LazyRow,
  make: MakeRow = rowFactory(table),
): LazyRow[] {
  const getSubRows = table.options.getSubRows;
  const rows = new Array<LazyRow>(originals.length);
  for (let index = 0; index < originals.length; index += 1) {
    const original = originals[index];
    const row = make(table.getRowId(original, index, parent), original, index, depth, parent?.id);
    const children = getSubRows?.(original, index);
    if (children?.length) {
      row.originalSubRows = children;
      let built: LazyRow[] | undefined;
      Object.defineProperty(row, 'subRows', {
        configurable: true,
        enumerable: true,
        get: () => (built ??= buildRows(table, children, depth + 1, row, make)),
        set: (value: LazyRow[]) => {
          built = value;
        },
      });
    }
    rows[index] = row;
  }
  return rows;
}

/** A row model whose flat list and id index are computed on first use, from `rows` and their sub-rows. */
function withLazyIndex(rows: LazyRow[], source?: LazyRowModel): LazyRowModel {
  let flatRows: LazyRow[] | undefined;
  let rowsById: Record<string, LazyRow> | undefined;
  const index = () => {
    const flat: LazyRow[] = [];
    const byId: Record<string, LazyRow> = Object.create(null) as Record<string, LazyRow>;
    const visit = (row: LazyRow) => {
      flat.push(row);
      byId[row.id] = row;
      row.subRows.forEach(visit);
    };
    rows.forEach(visit);
    flatRows = flat;
    rowsById = byId;
  };
  return {
    rows,
    get flatRows() {
      if (source) return source.flatRows;
      if (!flatRows) index();
      return flatRows!;
    },
    get rowsById() {
      if (source) return source.rowsById;
      if (!rowsById) index();
      return rowsById!;
    },
  };
}

/** The core row model: one row per `data` item; sub-rows and the id index on demand. */
export function createLazyCoreRowModel() {
  return (table: LazyTable) =>
    memo({
      feature: 'coreRowModelsFeature',
      table,
      fnName: 'table.getCoreRowModel',
      memoDeps: () => [table.options.data],
      fn: () => withLazyIndex(buildRows(table, table.options.data, 0)),
    });
}

/** The expanded row model: the rows in display order, descending only into expanded rows. */
export function createLazyExpandedRowModel() {
  return (table: LazyTable) =>
    memo({
      feature: 'rowExpandingFeature',
      table,
      fnName: 'table.getExpandedRowModel',
      memoDeps: () => [
        table.atoms.expanded?.get(),
        table.getPreExpandedRowModel(),
        table.options.paginateExpandedRows,
        table.options.manualPagination,
      ],
      fn: () => {
        const model = table.getPreExpandedRowModel();
        const expanded = table.atoms.expanded?.get();
        if (!model.rows.length || (expanded !== true && !Object.keys(expanded ?? {}).length)) return model;
        if (!table.options.paginateExpandedRows && !table.options.manualPagination) return model;
        const rows: LazyRow[] = [];
        // Expanded first: asking a collapsed row for its sub-rows would build them.
        const visit = (row: LazyRow) => {
          rows.push(row);
          if (row.getIsExpanded()) row.subRows.forEach(visit);
        };
        model.rows.forEach(visit);
        return withLazyIndex(rows, model);
      },
    });
}
