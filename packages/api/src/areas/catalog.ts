/** Catalog summaries and changes: `/catalog`. */
import { z } from 'zod';
import {
  type CatalogChangesRequest,
  catalogChangesRequestSchema,
  type CatalogChangesResponse,
  catalogChangesResponseSchema,
} from '../schemas/resources';
import { validateBody } from './auth';
import type { HttpTransport, RequestOptions } from '../transport';

export interface CatalogClient {
  /** `POST /catalog/summary`. */
  summary(request: Record<string, unknown>, options?: RequestOptions): Promise<unknown>;
  /** `POST /catalog/changes`. */
  changes(request: CatalogChangesRequest, options?: RequestOptions): Promise<CatalogChangesResponse>;
}

export function createCatalogClient(http: HttpTransport): CatalogClient {
  return {
    summary: (request, options = {}) =>
      http.request({ method: 'POST', path: '/catalog/summary', body: request, signal: options.signal }, z.unknown()),
    async changes(request, options = {}) {
      const body = validateBody(catalogChangesRequestSchema, request);
      return http.request(
        { method: 'POST', path: '/catalog/changes', body, signal: options.signal },
        catalogChangesResponseSchema,
      );
    },
  };
}
