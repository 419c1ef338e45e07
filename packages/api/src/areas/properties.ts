import { propertiesResponseSchema, versionInfoSchema, type Property, type VersionInfo } from '../schemas/properties';
import type { HttpTransport, RequestOptions } from '../transport';

export interface PropertiesClient {
  /** `GET /properties`: local properties first, then DB rows; includes the `{feature}.disable` flags. */
  list(options?: RequestOptions): Promise<Property[]>;
}

export interface VersionClient {
  /** mission-control `GET /about`: `{appVersion, chartVersion}`. */
  get(options?: RequestOptions): Promise<VersionInfo>;
}

export function createPropertiesClient(http: HttpTransport): PropertiesClient {
  return {
    list: (options = {}) => http.request({ path: '/properties', signal: options.signal }, propertiesResponseSchema),
  };
}

export function createVersionClient(http: HttpTransport): VersionClient {
  return {
    get: (options = {}) => http.request({ path: '/about', signal: options.signal }, versionInfoSchema),
  };
}
