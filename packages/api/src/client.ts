import { createAuthClient, type AuthClient } from './areas/auth';
import { createCanaryClient, type CanaryClient } from './areas/canary';
import { createDbClient, type DbClient } from './areas/db';
import {
  createPropertiesClient,
  createVersionClient,
  type PropertiesClient,
  type VersionClient,
} from './areas/properties';
import { createTransport, type ClientConfig } from './transport';

export interface MissionControlClient {
  readonly canary: CanaryClient;
  readonly db: DbClient;
  readonly auth: AuthClient;
  readonly properties: PropertiesClient;
  readonly version: VersionClient;
  /** Absolute or same-origin address for a backend path, e.g. for downloads. */
  url(path: string): string;
}

/** A client per configuration; nothing is kept in module state. */
export function createClient(config: ClientConfig = {}): MissionControlClient {
  const http = createTransport(config);
  return {
    url: (path) => http.url(path),
    canary: createCanaryClient(http),
    db: createDbClient(http),
    auth: createAuthClient(http),
    properties: createPropertiesClient(http),
    version: createVersionClient(http),
  };
}
