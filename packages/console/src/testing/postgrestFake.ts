import * as z from 'zod/mini';
import { ApiError, kindForStatus, messageFromBody, type PostgrestQuery } from '@mission-control/api';

export type Rows = Record<string, Record<string, unknown>[]>;

export interface Write {
  method: 'POST' | 'PATCH' | 'DELETE';
  table: string;
  body?: Record<string, unknown>;
  params: Record<string, string>;
}

export interface FakeDbOptions {
  /** Make writes to this table fail with this response body and status (default 400), as the transport reports it. */
  failWrites?: { table: string; body: unknown; status?: number };
  /** Reads of this table never answer (the loading state). */
  hangReads?: string;
}

function matches(row: Record<string, unknown>, params: Record<string, string>): boolean {
  for (const [key, raw] of Object.entries(params)) {
    if (['select', 'order', 'limit', 'offset'].includes(key)) continue;
    const value = row[key];
    if (raw.startsWith('eq.') && String(value ?? '') !== raw.slice(3)) return false;
    if (raw === 'is.null' && value != null) return false;
    if (raw === 'not.is.null' && value == null) return false;
    if (raw.startsWith('ilike.')) {
      const needle = raw.slice(6).replaceAll('*', '').toLowerCase();
      if (
        !String(value ?? '')
          .toLowerCase()
          .includes(needle)
      )
        return false;
    }
    if (raw.startsWith('cs.{')) {
      const wanted = raw.slice(4, -1).split(',');
      if (!Array.isArray(value) || !wanted.every((w) => value.includes(w))) return false;
    }
  }
  return true;
}

/**
 * The in-memory PostgREST fake: a `client.db` over in-memory tables: eq / is / ilike / cs filters, limit and offset, exact
 * counts, and writes recorded in order (inserted and patched rows change the tables, as they would).
 */
export function fakeDb(initial: Rows, options: FakeDbOptions = {}) {
  const tables: Rows = Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, v.map((r) => ({ ...r }))]));
  const writes: Write[] = [];
  let nextId = 1;
  const fail = (table: string) => {
    if (options.failWrites?.table === table) {
      const { body, status = 400 } = options.failWrites;
      throw new ApiError(kindForStatus(status), messageFromBody(body), { status, body });
    }
  };
  const db = {
    async list<T>(query: PostgrestQuery, schema: z.core.$ZodType<T>) {
      if (options.hangReads === query.table) return new Promise<never>(() => undefined);
      const params = Object.fromEntries(query.toParams()) as Record<string, string>;
      const rows = (tables[query.table] ?? []).filter((row) => matches(row, params));
      const offset = Number(params.offset ?? 0);
      const limit = params.limit ? Number(params.limit) : rows.length;
      const page = rows.slice(offset, offset + limit);
      return { data: page.map((row) => z.parse(schema, row)), totalEntries: rows.length };
    },
    async insert<T>(table: string, body: object, schema: z.core.$ZodType<T>) {
      writes.push({ method: 'POST', table, body: body as Record<string, unknown>, params: {} });
      fail(table);
      const rows = (Array.isArray(body) ? body : [body]).map((one: object) => ({
        id: `new-${nextId++}`,
        created_at: '2026-11-25T00:00:00Z',
        ...one,
      }));
      (tables[table] ??= []).push(...rows);
      return rows.map((row) => z.parse(schema, row));
    },
    async update<T>(query: PostgrestQuery, patch: object, schema: z.core.$ZodType<T>) {
      const params = Object.fromEntries(query.toParams()) as Record<string, string>;
      writes.push({ method: 'PATCH', table: query.table, body: patch as Record<string, unknown>, params });
      fail(query.table);
      const rows = (tables[query.table] ?? []).filter((row) => matches(row, params));
      for (const row of rows) Object.assign(row, patch);
      return rows.map((row) => z.parse(schema, row));
    },
    async remove(query: PostgrestQuery) {
      const params = Object.fromEntries(query.toParams()) as Record<string, string>;
      writes.push({ method: 'DELETE', table: query.table, params });
      fail(query.table);
      tables[query.table] = (tables[query.table] ?? []).filter((row) => !matches(row, params));
    },
    async softDelete(table: string, id: string) {
      writes.push({ method: 'PATCH', table, body: { deleted_at: 'now' }, params: { id: `eq.${id}` } });
      fail(table);
      for (const row of tables[table] ?? []) if (row.id === id) row.deleted_at = '2026-11-25T00:00:00Z';
    },
  };
  return { db, writes, tables };
}
