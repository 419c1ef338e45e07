import { defaultRoutes, type ConsoleRoutes } from '../../routes/routes';

/** Where a canary that is not edited in the console came from (operations §2.2 footer). */
export interface CheckSource {
  kind: 'kubernetes' | 'component';
  /** The catalog item (Kubernetes) or component id found in the source, if any. */
  id: string | null;
  raw: string;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * Canaries from a Kubernetes resource or a topology component carry a source such
 * as `kubernetes/<uid>` or `component/<id>`; they are edited there, not in the
 * check editor. Anything else (UI, config files, none) is null.
 */
export function parseCheckSource(source: string | null | undefined): CheckSource | null {
  if (!source) return null;
  const match = /^\s*(kubernetes|component)\b(.*)$/i.exec(source.slice(0, 500));
  if (!match) return null;
  const kind = match[1]!.toLowerCase() as CheckSource['kind'];
  return { kind, id: UUID.exec(match[2] ?? '')?.[0] ?? null, raw: source };
}

/** The console route of a source: components in topology, Kubernetes objects in the catalog. */
export function checkSourceHref(
  source: CheckSource,
  routes: Pick<ConsoleRoutes, 'component' | 'catalogItem'> = defaultRoutes,
): string | null {
  if (!source.id) return null;
  return source.kind === 'component' ? routes.component(source.id) : routes.catalogItem(source.id);
}
