import { defaultRoutes, type ConsoleRoutes } from '../../routes/routes';

// The settings kinds as plain data, for the pages that list and link them: no YAML, no schema (#26: a
// settings list paints without them). `resourceKinds.ts` adds the spec checks the editor runs.

/** The editable kinds of operations §3.9, by their table and settings route segment. */
export interface ResourceKind {
  table: string;
  /** The resource area writes are checked on (the server's table → resource map). */
  area: string;
  /** `/settings/{segment}` (rules are `incident_rules` rows under `/settings/rules`). */
  segment: string;
  title: string;
  /** The editor's name for one item. */
  singular: string;
  fields: ReadonlyArray<'namespace' | 'labels' | 'icon' | 'schedule' | 'source'>;
  defaults?: Readonly<Record<string, unknown>>;
  /** Columns the list shows beside Name, Source and Created (log backends: reference §4.1). */
  listColumns?: ReadonlyArray<'title' | 'created_by' | 'updated_at'>;
  /** The bundled schema's messages for a spec, shown under the editor before saving (empty when it is valid). */
  specProblems?: (spec: unknown) => string[];
}

/** Every kind, without the spec check (`specProblems`) that RESOURCE_KINDS adds. */
export const RESOURCE_KIND_LIST: readonly ResourceKind[] = [
  {
    table: 'canaries',
    area: 'canaries',
    segment: 'canaries',
    title: 'Health Checks',
    singular: 'Health Check',
    fields: ['namespace', 'labels', 'schedule'],
    defaults: { namespace: 'default' },
  },
  {
    table: 'topologies',
    area: 'topologies',
    segment: 'topologies',
    title: 'Topology',
    singular: 'Topology',
    fields: ['namespace', 'labels'],
    defaults: { namespace: 'default', source: 'UI' },
  },
  {
    table: 'teams',
    area: 'database',
    segment: 'teams',
    title: 'Teams',
    singular: 'Team',
    fields: ['icon'],
    defaults: { icon: 'group' },
  },
  { table: 'incident_rules', area: 'incident', segment: 'rules', title: 'Rules', singular: 'Rule', fields: [] },
  {
    table: 'config_scrapers',
    area: 'config_scrapers',
    segment: 'config_scrapers',
    title: 'Catalog Scrapers',
    singular: 'Catalog Scraper',
    fields: ['source'],
  },
  {
    // Catalog analyzers (#20): a CEL condition, type, severity and message in the spec; checked by the server on save.
    table: 'config_analyzers',
    area: 'config_scrapers',
    segment: 'config_analyzers',
    title: 'Catalog Analyzers',
    singular: 'Catalog Analyzer',
    fields: ['namespace', 'labels'],
    defaults: { namespace: 'default' },
  },
  {
    table: 'logging_backends',
    area: 'logging_backends',
    segment: 'logging_backends',
    title: 'Log Backends',
    singular: 'Log Backend',
    fields: ['labels'],
    listColumns: ['created_by', 'updated_at'],
  },
  {
    // #24 views: the spec is checked against the view schema as it is typed (RESOURCE_KINDS); the server refuses
    // what it cannot run.
    table: 'views',
    area: 'views',
    segment: 'views',
    title: 'Views',
    singular: 'View',
    fields: ['namespace'],
    defaults: { namespace: 'default' },
    listColumns: ['title', 'updated_at'],
  },
];

/**
 * The kind of a settings table or route segment, as the lists read it: every field but `specProblems`,
 * which only `resourceKind` (the editor's) carries.
 */
export function listedResourceKind(segmentOrTable: string): ResourceKind | undefined {
  return RESOURCE_KIND_LIST.find((kind) => kind.segment === segmentOrTable || kind.table === segmentOrTable);
}

export const ALL_ZERO_AGENT = '00000000-0000-0000-0000-000000000000';

export type SourceNote =
  | { kind: 'edit' }
  | { kind: 'agent'; agentId: string }
  | { kind: 'component'; href: string }
  | { kind: 'catalog'; href: string }
  | { kind: 'local-file' }
  | { kind: 'crd'; source: string; href: string };

/**
 * The footer note by the resource's source (operations §2.10): an agent link
 * unless the all-zero agent; `component…` links the component; `kubernetes…`
 * the catalog item; 'ConfigFile' is a local file; any other source but UI a
 * CRD; UI or none shows the edit controls.
 */
export function sourceNote(
  row: { source?: unknown; agent_id?: unknown; name?: unknown },
  routes: ConsoleRoutes = defaultRoutes,
): SourceNote {
  const agentId = typeof row.agent_id === 'string' ? row.agent_id : '';
  if (agentId && agentId !== ALL_ZERO_AGENT) return { kind: 'agent', agentId };
  const source = typeof row.source === 'string' ? row.source : '';
  if (!source || source === 'UI') return { kind: 'edit' };
  if (source.startsWith('component')) {
    const id = source.split('/').pop() ?? '';
    return { kind: 'component', href: routes.component(id) };
  }
  if (source.startsWith('kubernetes')) {
    const id = source.split('/').pop() ?? '';
    return { kind: 'catalog', href: routes.catalogItem(id) };
  }
  if (source === 'ConfigFile') return { kind: 'local-file' };
  // The CRD itself is scraped into the catalog, where it is found by the resource's name.
  const name = typeof row.name === 'string' ? row.name : '';
  return { kind: 'crd', source, href: routes.catalog({ search: name }) };
}
