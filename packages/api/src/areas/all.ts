// Every area client, built in one module that `createClient` loads on an area's first call (client.ts): the
// areas hold the row schemas, and with them zod, which a page's first paint does not need (#26). A new area is
// built here and its methods listed in client.ts's AREA_METHODS.
import type { ClientConfig, HttpTransport } from '../transport';
import { createAgentsClient } from './agents';
import { createApplicationsClient } from './applications';
import { createAuthClient } from './auth';
import { createCanaryClient } from './canary';
import { createCatalogClient } from './catalog';
import { createChangesClient } from './changes';
import { createConnectionsClient } from './connections';
import { createDbClient } from './db';
import { createIdentityClient } from './identity';
import { createLogsClient } from './logs';
import { createNotificationClient } from './notifications';
import { createPeopleClient } from './people';
import { createPlaybookClient } from './playbooks';
import { createPropertiesClient, createVersionClient } from './properties';
import { createRbacClient } from './rbac';
import { createResourcesClient } from './resources';
import { createTopologyClient } from './topology';
import { createViewsClient } from './views';

/** Every area of one client, over one transport. */
export function createAreaClients(http: HttpTransport, config: ClientConfig) {
  const db = createDbClient(http);
  return {
    canary: createCanaryClient(http),
    topology: createTopologyClient(http),
    db,
    auth: createAuthClient(http),
    rbac: createRbacClient(http),
    people: createPeopleClient(http),
    playbook: createPlaybookClient(http),
    properties: createPropertiesClient(http),
    version: createVersionClient(http),
    resources: createResourcesClient(http),
    notification: createNotificationClient(http),
    logs: createLogsClient(http),
    catalog: createCatalogClient(http),
    changes: createChangesClient(http),
    connections: createConnectionsClient(http),
    views: createViewsClient(http),
    applications: createApplicationsClient(http, db),
    agents: createAgentsClient(http),
    identity: createIdentityClient(http, config.identityPath),
  };
}
