import type { AuthClient } from './areas/auth';
import type { CanaryClient } from './areas/canary';
import type { DbClient } from './areas/db';
import type { IdentityClient } from './areas/identity';
import type { AgentsClient } from './areas/agents';
import type { ApplicationsClient } from './areas/applications';
import type { CatalogClient } from './areas/catalog';
import type { ChangesClient } from './areas/changes';
import type { ConnectionsClient } from './areas/connections';
import type { LogsClient } from './areas/logs';
import type { NotificationClient } from './areas/notifications';
import type { PeopleClient } from './areas/people';
import type { PlaybookClient } from './areas/playbooks';
import type { RbacClient } from './areas/rbac';
import type { ResourcesClient } from './areas/resources';
import type { TopologyClient } from './areas/topology';
import type { ViewsClient } from './areas/views';
import type { PropertiesClient, VersionClient } from './areas/properties';
import { ApiError, ERROR_MESSAGES } from './errors';
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

type Areas = Omit<MissionControlClient, 'url' | 'kubeconfigUrl'>;
type AreaName = keyof Areas;

/**
 * Each area's methods: the client hands out stand-ins that load the areas (areas/all.ts) on their first call
 * and forward to them, so the row schemas and zod stay out of the module graph a page needs to paint (#26).
 * Every method of an area is async, so a caller sees the same promise either way. tsc checks the lists are
 * whole (AreaMethodsComplete below); a listed name the area lacks answers a rejection naming it.
 */
const AREA_METHODS = {
  canary: ['summary', 'graph', 'runCheck', 'details', 'about', 'topology'],
  topology: ['run'],
  db: ['list', 'insert', 'update', 'remove', 'softDelete', 'rpc', 'checkStatuses'],
  auth: ['whoami', 'createToken', 'tokens', 'deleteToken', 'tokenPermissions', 'inviteUser', 'access'],
  rbac: ['roles', 'updateRoles', 'dump'],
  people: ['update', 'remove', 'updateState', 'updateProperties'],
  playbook: ['list', 'params', 'run', 'getRun', 'approve', 'cancel'],
  properties: ['list'],
  version: ['get'],
  resources: ['search'],
  notification: ['summary', 'silence', 'silencePreview'],
  logs: ['query', 'names'],
  catalog: ['summary', 'changes', 'runScraper'],
  changes: ['search', 'detail', 'insights', 'insight', 'analyzers'],
  connections: ['test'],
  views: ['run', 'list'],
  applications: ['list', 'save', 'remove', 'report'],
  agents: ['generate'],
  identity: ['createFlow', 'getFlow', 'submitFlow', 'createLogoutFlow', 'logout', 'flowError', 'session'],
} as const satisfies Record<AreaName, readonly string[]>;

/** `true`, or (a compile error naming) the methods an area has that AREA_METHODS does not list. */
type MissingMethods = { [K in AreaName]: Exclude<keyof Areas[K], (typeof AREA_METHODS)[K][number]> }[AreaName];
const AreaMethodsComplete: [MissingMethods] extends [never] ? true : { missing: MissingMethods } = true;
void AreaMethodsComplete;

type AreaMethod = (...args: unknown[]) => Promise<unknown>;

/** A client per configuration; nothing is kept in module state. */
export function createClient(config: ClientConfig = {}): MissionControlClient {
  const http = createTransport(config);
  let areas: Promise<Areas> | null = null;
  const load = (): Promise<Areas> => {
    areas ??= import('./areas/all').then(
      (module) => module.createAreaClients(http, config),
      (error: unknown) => {
        // A chunk that did not arrive is tried again by the next call, and reads as the network error it is.
        areas = null;
        throw new ApiError('network', ERROR_MESSAGES.network, { cause: error });
      },
    );
    return areas;
  };
  // Started at once, beside the first paint, so the first data request rarely waits for it.
  load().catch(() => undefined);
  const stand = <K extends AreaName>(name: K): Areas[K] =>
    Object.fromEntries(
      AREA_METHODS[name].map((method) => [
        method,
        (...args: unknown[]) =>
          load().then((all) => {
            const area = all[name] as unknown as Record<string, AreaMethod | undefined>;
            const call = area[method];
            if (!call) throw new TypeError(`client.${name}.${method} is not a method of the ${name} area`);
            return call.apply(area, args);
          }),
      ]),
    ) as unknown as Areas[K];
  return {
    url: (path) => http.url(path),
    kubeconfigUrl: () => http.url('/kubeconfig'),
    ...(Object.fromEntries((Object.keys(AREA_METHODS) as AreaName[]).map((name) => [name, stand(name)])) as Areas),
  };
}
