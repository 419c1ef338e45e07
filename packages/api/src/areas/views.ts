/** Views and their data: `/view`. */
import { z } from 'zod';
import { seg } from './shared';
import type { HttpTransport, RequestOptions } from '../transport';

export interface ViewsClient {
  /** `POST /view/{id}` with variables: the view's data tables. */
  run(id: string, variables?: Record<string, string>, options?: RequestOptions): Promise<unknown>;
  /** `GET /view/list?config_id=`: views that apply to a catalog item. */
  list(configId: string, options?: RequestOptions): Promise<unknown>;
}

export function createViewsClient(http: HttpTransport): ViewsClient {
  return {
    run: (id, variables = {}, options = {}) =>
      http.request(
        { method: 'POST', path: `/view/${seg(id)}`, body: { variables }, signal: options.signal },
        z.unknown(),
      ),
    list: (configId, options = {}) =>
      http.request({ path: '/view/list', query: { config_id: configId }, signal: options.signal }, z.unknown()),
  };
}
