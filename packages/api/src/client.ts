import { createAuthClient, type AuthClient } from './areas/auth';
import { createCanaryClient, type CanaryClient } from './areas/canary';
import { createDbClient, type DbClient } from './areas/db';
import { createIdentityClient, type IdentityClient } from './areas/identity';
import { createAgentsClient, type AgentsClient } from './areas/agents';
import { createApplicationsClient, type ApplicationsClient } from './areas/applications';
import { createCatalogClient, type CatalogClient } from './areas/catalog';
import { createChangesClient, type ChangesClient } from './areas/changes';
import { createConnectionsClient, type ConnectionsClient } from './areas/connections';
import { createLogsClient, type LogsClient } from './areas/logs';
import { createNotificationClient, type NotificationClient } from './areas/notifications';
import { createPeopleClient, type PeopleClient } from './areas/people';
import { createPlaybookClient, type PlaybookClient } from './areas/playbooks';
import { createRbacClient, type RbacClient } from './areas/rbac';
import { createResourcesClient, type ResourcesClient } from './areas/resources';
import { createTopologyClient, type TopologyClient } from './areas/topology';
import { createViewsClient, type ViewsClient } from './areas/views';
import {
  createPropertiesClient,
  createVersionClient,
  type PropertiesClient,
  type VersionClient,
} from './areas/properties';
import { createTransport, type ClientConfig } from './transport';

export interface MissionControlClient {
  readonly canary: CanaryClient;
  readonly topology: TopologyClient;
  readonly db: DbClient;
  readonly auth: AuthClient;
  readonly rbac: RbacClient;
  readonly people: PeopleClient;
  readonly playbook: PlaybookClient;
  readonly properties: PropertiesClient;
  readonly version: VersionClient;
  readonly resources: ResourcesClient;
  readonly notification: NotificationClient;
  readonly logs: LogsClient;
  readonly catalog: CatalogClient;
  /** The change feed and insights (reference §1.4-§1.5). */
  readonly changes: ChangesClient;
  readonly connections: ConnectionsClient;
  readonly views: ViewsClient;
  /** Applications and their audit report (reference §4.3). */
  readonly applications: ApplicationsClient;
  readonly agents: AgentsClient;
  readonly identity: IdentityClient;
  /** Absolute or same-origin address for a backend path, e.g. for downloads. */
  url(path: string): string;
  /** The kubeconfig download (`/kubeconfig`), opened by the browser rather than fetched. */
  kubeconfigUrl(): string;
}

/** A client per configuration; nothing is kept in module state. */
export function createClient(config: ClientConfig = {}): MissionControlClient {
  const http = createTransport(config);
  const db = createDbClient(http);
  return {
    url: (path) => http.url(path),
    kubeconfigUrl: () => http.url('/kubeconfig'),
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
