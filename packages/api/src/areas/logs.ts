/** Log queries: `/logs`. */
import { z } from 'zod';
import { type LogsRequest, logsRequestSchema } from '../schemas/resources';
import { validateBody } from './auth';
import type { HttpTransport, RequestOptions } from '../transport';

export interface LogsClient {
  /** `POST /logs`. */
  query(request: LogsRequest, options?: RequestOptions): Promise<unknown>;
}

export function createLogsClient(http: HttpTransport): LogsClient {
  return {
    async query(request, options = {}) {
      const body = validateBody(logsRequestSchema, request);
      return http.request({ method: 'POST', path: '/logs', body, signal: options.signal }, z.unknown());
    },
  };
}
