// Every TanStack Query cache key the console uses, from one tree. Each area declares its branch beside
// its pages (`<area>/area.ts`); keys are nested by area so one prefix invalidates an area
// (`queryKeys.health.all`), and no widget reads another's cache by a key it spelled itself. Each
// provider owns its cache, so keys need not carry the client.
import { accessArea } from '../access/area';
import { catalogArea } from '../catalog/area';
import { healthArea } from '../health/area';
import { incidentsArea } from '../incidents/area';
import { notificationsArea } from '../notifications/area';
import { playbooksArea } from '../playbooks/area';
import { settingsArea } from '../settings/area';
import { shellArea } from '../shell/area';
import { topologyArea } from '../topology/area';
import { viewsArea } from '../views/area';

export const queryKeys = {
  console: shellArea.keys,
  health: healthArea.keys,
  playbooks: playbooksArea.keys,
  incidents: incidentsArea.keys,
  access: accessArea.keys,
  settings: settingsArea.keys,
  catalog: catalogArea.keys,
  topology: topologyArea.keys,
  notifications: notificationsArea.keys,
  views: viewsArea.keys,
} as const;
