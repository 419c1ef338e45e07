import { z } from '../schemas/zod';
import { mapped } from '../schemas/common';
import { ApiError } from '../errors';
import { from, totalFromContentRange, type CountMode, type PostgrestQuery } from '../postgrest/query';
import { checkStatusSchema, type CheckStatus } from '../schemas/canary';
import type { HttpTransport, RequestOptions, Schema } from '../transport';

/** A page of rows plus the total PostgREST counted (`undefined` when it did not count). */
export interface DbPage<T> {
  data: T[];
  totalEntries: number | undefined;
}

export interface DbReadOptions extends RequestOptions {
  /** Sends `Prefer: count=<mode>` so `totalEntries` is filled from `Content-Range`. @default 'exact' */
  count?: CountMode | false;
}

export interface DbWriteOptions extends RequestOptions {
  /** `representation` returns the written rows; `minimal` returns nothing. @default 'representation' */
  returning?: 'representation' | 'minimal';
}

/** Inputs of the check status history (spec: operations §7; reference §1.2). */
export interface CheckStatusesParams {
  checkId: string;
  /** A range key (`15m`, `1h`, `1d`, `1w`, `1mo`, `1y` ...) counted back from now, or an ISO timestamp. */
  start: string;
  pageIndex: number;
  pageSize: number;
  /** Healthy (`true`, `1`) or unhealthy (`false`, `0`); anything else means all. */
  status?: boolean | 0 | 1 | '0' | '1' | null;
  /** Minimum duration in milliseconds. */
  duration?: number | null;
  /** Injected clock for tests. */
  now?: Date;
}

export interface DbClient {
  /** `GET /db/<table>?...` parsed row by row. */
  list<T>(query: PostgrestQuery, row: Schema<T>, options?: DbReadOptions): Promise<DbPage<T>>;
  /** `POST /db/<table>` with `Prefer: return=representation`; returns the inserted rows. */
  insert<T>(table: string, rows: object | object[], row: Schema<T>, options?: DbWriteOptions): Promise<T[]>;
  /** `PATCH /db/<table>?<filters>`; refuses to run without a filter, which would update every row. */
  update<T>(query: PostgrestQuery, patch: object, row: Schema<T>, options?: DbWriteOptions): Promise<T[]>;
  /** `DELETE /db/<table>?<filters>`; refuses to run without a filter. */
  remove(query: PostgrestQuery, options?: RequestOptions): Promise<void>;
  /** Soft delete: `PATCH /db/<table>?id=eq.<id>` setting `deleted_at` (how records are deleted in general). */
  softDelete(table: string, id: string, options?: RequestOptions & { now?: Date }): Promise<void>;
  /** `POST /db/rpc/<fn>` with JSON arguments. */
  rpc<T>(fn: string, args: object, result: Schema<T>, options?: RequestOptions): Promise<T>;
  /** The check status history page: `check_statuses` newest first with an exact total. */
  checkStatuses(params: CheckStatusesParams, options?: RequestOptions): Promise<DbPage<CheckStatus>>;
}

const UNIT_MINUTES: Record<string, number> = { m: 1, h: 60, d: 1440, w: 10080, mo: 43200, y: 525600 };

/** Minutes in a range key such as `15m`, `2h`, `3d`, `1w`, `6mo`, `1y`; `undefined` when it is not one. */
export function rangeKeyToMinutes(key: string): number | undefined {
  const match = /^(\d{1,6})(m|h|d|w|mo|y)$/.exec(key.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const minutes = Number(match[1]) * (UNIT_MINUTES[match[2]] ?? 0);
  return minutes > 0 ? minutes : undefined;
}

function startTime(start: string, now: Date): string {
  const minutes = rangeKeyToMinutes(start);
  if (minutes !== undefined) return new Date(now.getTime() - minutes * 60_000).toISOString();
  const parsed = /^\d{4}-\d{2}-\d{2}/.test(start) ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(parsed)) throw new ApiError('validation', `Invalid time range: ${start}`);
  return new Date(parsed).toISOString();
}

function statusFilter(status: CheckStatusesParams['status']): boolean | undefined {
  if (status === true || status === 1 || status === '1') return true;
  if (status === false || status === 0 || status === '0') return false;
  return undefined;
}

/** The filters a PATCH or DELETE must have, so a bug never touches a whole table. */
function assertFiltered(query: PostgrestQuery, method: string): void {
  if (query.conditions.length === 0) {
    throw new ApiError('validation', `Refusing ${method} on ${query.table} without a filter.`);
  }
}

export function createDbClient(http: HttpTransport): DbClient {
  const path = (table: string) => `/db/${table}`;

  async function list<T>(query: PostgrestQuery, row: Schema<T>, options: DbReadOptions = {}): Promise<DbPage<T>> {
    const count = options.count ?? 'exact';
    const response = await http.send(
      {
        path: path(query.table),
        query: query.toParams(),
        headers: count ? { Prefer: `count=${count}` } : {},
        signal: options.signal,
      },
      z.array(row),
    );
    return { data: response.data, totalEntries: totalFromContentRange(response.headers.get('Content-Range')) };
  }

  async function write<T>(
    method: 'POST' | 'PATCH',
    query: PostgrestQuery,
    body: object,
    row: Schema<T>,
    options: DbWriteOptions,
  ): Promise<T[]> {
    const returning = options.returning ?? 'representation';
    const schema = returning === 'representation' ? z.array(row) : mapped(z.unknown(), (): T[] => []);
    return http.request(
      {
        method,
        path: path(query.table),
        query: query.toParams(),
        body,
        headers: { Prefer: `return=${returning}` },
        signal: options.signal,
      },
      schema,
    );
  }

  return {
    list,
    insert: (table, rows, row, options = {}) => write('POST', from(table), rows, row, options),
    async update(query, patch, row, options = {}) {
      assertFiltered(query, 'PATCH');
      return write('PATCH', query, patch, row, options);
    },
    async remove(query, options = {}) {
      assertFiltered(query, 'DELETE');
      await http.request(
        {
          method: 'DELETE',
          path: path(query.table),
          query: query.toParams(),
          headers: { Prefer: 'return=minimal' },
          signal: options.signal,
        },
        z.unknown(),
      );
    },
    async softDelete(table, id, options = {}) {
      const query = from(table).eq('id', id);
      const deletedAt = (options.now ?? new Date()).toISOString();
      await write('PATCH', query, { deleted_at: deletedAt }, z.unknown(), {
        signal: options.signal,
        returning: 'minimal',
      });
    },
    rpc: (fn, args, result, options = {}) =>
      http.request({ method: 'POST', path: path(from(`rpc/${fn}`).table), body: args, signal: options.signal }, result),
    async checkStatuses(params, options = {}) {
      let query = from('check_statuses')
        .eq('check_id', params.checkId)
        .gt('time', startTime(params.start, params.now ?? new Date()))
        .order('time', { ascending: false });
      const status = statusFilter(params.status);
      if (status !== undefined) query = query.eq('status', status);
      if (params.duration !== undefined && params.duration !== null) {
        if (!Number.isFinite(params.duration) || params.duration < 0) {
          throw new ApiError('validation', `Invalid duration: ${params.duration}`);
        }
        query = query.gte('duration', Math.round(params.duration));
      }
      try {
        query = query.page(params.pageIndex, params.pageSize);
      } catch (cause) {
        throw new ApiError('validation', (cause as Error).message, { cause });
      }
      return list(query, checkStatusSchema, { signal: options.signal, count: 'exact' });
    },
  };
}
