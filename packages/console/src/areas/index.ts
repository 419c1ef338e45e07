import { accessArea } from '../access/area';
import { accountArea } from '../account/area';
import { applicationsArea } from '../applications/area';
import { catalogArea } from '../catalog/area';
import { healthArea } from '../health/area';
import { incidentsArea } from '../incidents/area';
import { logsArea } from '../logs/area';
import { notificationsArea } from '../notifications/area';
import { playbooksArea } from '../playbooks/area';
import { settingsArea } from '../settings/area';
import { shellArea } from '../shell/area';
import { topologyArea } from '../topology/area';
import type { AreaDefinition, AreaPage } from './defineArea';
import { viewsArea } from '../views/area';

export { defineArea } from './defineArea';
export type { AreaDefinition, AreaNavEntry, AreaPage, NavSection } from './defineArea';

/** Every console area, one line each: routes, sidebar, titles, the not-built list and host routes derive from it. */
export const CONSOLE_AREAS: readonly AreaDefinition[] = [
  shellArea,
  accountArea,
  healthArea,
  incidentsArea,
  playbooksArea,
  accessArea,
  settingsArea,
  topologyArea,
  catalogArea,
  logsArea,
  applicationsArea,
  viewsArea,
  notificationsArea,
];

/** Every page of every area, checked for one id and one path each. */
export function collectPages(areas: readonly AreaDefinition[]): readonly AreaPage[] {
  const byId = new Map<string, string>();
  const byPath = new Map<string, string>();
  for (const area of areas)
    for (const page of area.pages) {
      const idOwner = byId.get(page.id);
      if (idOwner) throw new Error(`page id ${page.id} is declared by ${idOwner} and ${area.id}`);
      const pathOwner = byPath.get(page.path);
      if (pathOwner) throw new Error(`path ${page.path} is declared by ${pathOwner} and ${page.id}`);
      byId.set(page.id, area.id);
      byPath.set(page.path, page.id);
    }
  return areas.flatMap((area) => area.pages);
}

/** The console's pages, in area order. */
export const CONSOLE_PAGES: readonly AreaPage[] = collectPages(CONSOLE_AREAS);

const PAGES_BY_ID = new Map(CONSOLE_PAGES.map((page) => [page.id, page]));

/** One page by id; throws for an id no area declares, so a typo fails on load rather than linking nowhere. */
export function consolePage(id: string): AreaPage {
  const page = PAGES_BY_ID.get(id);
  if (!page) throw new Error(`no console area declares a page ${id}`);
  return page;
}

/** The route pattern a host mounts for a page (`/*` appended for pages that answer paths beneath them). */
export function mountPath(page: AreaPage): string {
  if (!page.nested) return page.path;
  return page.path === '/' ? '/*' : `${page.path}/*`;
}

/** Pages the spec describes that are not built yet: the host shows an honest empty state for each. */
export const NOT_BUILT_PAGES: readonly AreaPage[] = CONSOLE_PAGES.filter((page) => page.notBuilt);
