import { accountArea } from './account';
import { agentsArea } from './agents';
import { applicationsArea } from './applications';
import { canaryArea } from './canary';
import { connectionsArea } from './connections';
import { dbArea } from './db';
import { hostedArea } from './hosted';
import { catalogArea } from './catalog';
import type { ServerArea } from './http/area';
import { identityArea } from './identity';
import { kubeArea } from './kube';
import { logsArea } from './logs';
import { mcpArea } from './mcp';
import { notificationsArea } from './notifications';
import { peopleArea } from './people';
import { playbooksArea } from './playbooks';
import { searchArea } from './search';
import { topologyArea } from './topology';
import { viewsArea } from './views';

/**
 * The server's areas, in registration order (earlier ones see a request first). Adding an area is one folder
 * (`server/<area>/index.ts` exporting a `ServerArea`) and one line here. The identity service stays first: its
 * public/admin declarations for `/kratos/*` must run before anything else under that prefix.
 */
export const SERVER_AREAS: readonly ServerArea[] = [
  identityArea,
  accountArea,
  peopleArea,
  canaryArea,
  playbooksArea,
  agentsArea,
  connectionsArea,
  catalogArea,
  searchArea,
  topologyArea,
  notificationsArea,
  applicationsArea,
  viewsArea,
  logsArea,
  dbArea,
  mcpArea,
  kubeArea,
  hostedArea,
];
