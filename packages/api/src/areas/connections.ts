/** Connection tests: `/connection/test`. */
import { connectionTestResponseSchema } from '../schemas/connection';
import { seg } from './shared';
import type { HttpTransport, RequestOptions } from '../transport';

export interface ConnectionsClient {
  /** `POST /connection/test/{id}`: resolves on success, rejects with the backend's message otherwise. */
  test(id: string, options?: RequestOptions): Promise<{ message?: string }>;
}

export function createConnectionsClient(http: HttpTransport): ConnectionsClient {
  return {
    test: (id, options = {}) =>
      http.request(
        { method: 'POST', path: `/connection/test/${seg(id)}`, signal: options.signal },
        connectionTestResponseSchema,
      ),
  };
}
