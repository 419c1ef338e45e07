/** Resource search across catalog, components, checks and playbooks: `/resources/search`. */
import {
  type ResourceSearchRequest,
  type ResourceSearchResponse,
  resourceSearchResponseSchema,
  withSelectorDefaults,
} from '../schemas/resources';
import type { HttpTransport, RequestOptions } from '../transport';

export interface ResourcesClient {
  /** `POST /resources/search`; selectors get the spec's defaults (agent 'all', name '*'). */
  search(request: ResourceSearchRequest, options?: RequestOptions): Promise<ResourceSearchResponse>;
}

export function createResourcesClient(http: HttpTransport): ResourcesClient {
  return {
    search: (request, options = {}) =>
      http.request(
        { method: 'POST', path: '/resources/search', body: withSelectorDefaults(request), signal: options.signal },
        resourceSearchResponseSchema,
      ),
  };
}
