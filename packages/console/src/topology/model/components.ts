// The topology's components as the cards and the sidebar read them (reference §2.2-§2.4): read from the
// wire defensively, because the endpoint's rows are the `topology` view's columns and older servers
// (or agents) leave many of them out. Nothing here fetches or renders.

import { formatBytes } from '@mission-control/ui';

export type ComponentHealth = 'healthy' | 'unhealthy' | 'warning' | 'unknown';

export interface PropertyLink {
  label?: string;
  text?: string;
  url?: string;
}

export interface NodeProperty {
  name: string;
  label?: string;
  text?: string;
  value?: number | string | null;
  unit?: string;
  headline?: boolean;
  hidden?: boolean;
  type?: string;
  icon?: string;
  tooltip?: string;
  status?: string;
  order?: number;
  max?: number;
  min?: number;
  links?: PropertyLink[];
}

/** `{type: {severity: count}}` for incidents and insights. */
export type NestedCounts = Record<string, Record<string, number>>;

export interface NodeSummary {
  healthy?: number;
  unhealthy?: number;
  warning?: number;
  info?: number;
  /** Linked checks by status. */
  checks?: Record<string, number>;
  incidents?: NestedCounts;
  insights?: NestedCounts;
}

/** A linked check as the tree carries it. */
export interface ComponentCheck {
  id: string;
  name: string;
  status?: string;
  type?: string;
  icon?: string;
  description?: string;
}

export interface ComponentIncident {
  id: string;
  title: string;
  severity?: string;
  status?: string;
  type?: string;
}

export interface ComponentInsight {
  id: string;
  analyzer: string;
  analysis_type?: string;
  severity?: string;
  config_id?: string;
}

/** A linked catalog item, when the server sends them. */
export interface ComponentConfig {
  id: string;
  name: string;
  type?: string;
  health?: string;
  status?: string;
}

export interface ComponentNode {
  id: string;
  name: string;
  text?: string;
  icon?: string;
  type?: string;
  status?: string;
  health?: string;
  status_reason?: string;
  description?: string;
  owner?: string;
  lifecycle?: string;
  tooltip?: string;
  external_id?: string;
  topology_id?: string;
  parent_id?: string;
  agent_id?: string;
  agent_name?: string;
  path?: string;
  is_leaf?: boolean;
  hidden?: boolean;
  labels: Record<string, string>;
  properties: NodeProperty[];
  summary: NodeSummary;
  components: ComponentNode[];
  /** Present only when the server sent the list (grandchildren come without it). */
  checks?: ComponentCheck[];
  incidents?: ComponentIncident[];
  analysis?: ComponentInsight[];
  configs?: ComponentConfig[];
  team_names?: string[];
  /** Names of the log selectors; View Logs is offered when there is one. */
  logs?: string[];
  created_at?: string;
  updated_at?: string;
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
const num = (value: unknown): number | undefined => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** Drops keys whose value is undefined, so optional fields are absent rather than present-but-empty. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function counts(value: unknown): Record<string, number> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, number> = {};
  for (const [key, entry] of Object.entries(value)) {
    const count = num(entry);
    if (count !== undefined) out[key] = count;
  }
  return out;
}

function nested(value: unknown): NestedCounts | undefined {
  if (!isObject(value)) return undefined;
  const out: NestedCounts = {};
  for (const [key, entry] of Object.entries(value)) {
    const inner = counts(entry);
    if (inner) out[key] = inner;
  }
  return out;
}

function readProperty(raw: unknown): NodeProperty | null {
  if (!isObject(raw)) return null;
  const name = str(raw.name) ?? str(raw.label);
  if (!name) return null;
  const value = raw.value;
  return compact({
    name,
    label: str(raw.label),
    text: str(raw.text),
    value: typeof value === 'number' || typeof value === 'string' ? value : undefined,
    unit: str(raw.unit),
    headline: raw.headline === true,
    hidden: raw.hidden === true,
    type: str(raw.type),
    icon: str(raw.icon),
    tooltip: str(raw.tooltip),
    status: str(raw.status),
    order: num(raw.order),
    max: num(raw.max),
    min: num(raw.min),
    links: list(raw.links)
      .filter(isObject)
      .map((link) => compact({ label: str(link.label), text: str(link.text), url: str(link.url) })),
  });
}

function readRows<T>(value: unknown, read: (row: Raw) => T | null): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((row) => {
    const parsed = isObject(row) ? read(row) : null;
    return parsed ? [parsed] : [];
  });
}

function labelsOf(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    const text = str(entry) ?? (typeof entry === 'boolean' ? String(entry) : undefined);
    if (text !== undefined) out[key] = text;
  }
  return out;
}

function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry) => {
    const text = str(entry) ?? (isObject(entry) ? str(entry.name) : undefined);
    return text ? [text] : [];
  });
}

/** One component of the endpoint's tree, with its children; rows without an id are dropped by the caller. */
export function readComponent(raw: unknown): ComponentNode | null {
  if (!isObject(raw)) return null;
  const id = str(raw.id);
  if (!id) return null;
  const summary = isObject(raw.summary) ? raw.summary : {};
  const agent = isObject(raw.agent) ? raw.agent : {};
  return compact({
    id,
    name: str(raw.name) ?? id,
    text: str(raw.text),
    icon: str(raw.icon),
    type: str(raw.type),
    status: str(raw.status),
    health: str(raw.health),
    status_reason: str(raw.status_reason),
    description: str(raw.description),
    owner: str(raw.owner),
    lifecycle: str(raw.lifecycle),
    tooltip: str(raw.tooltip),
    external_id: str(raw.external_id),
    topology_id: str(raw.topology_id),
    parent_id: str(raw.parent_id),
    agent_id: str(raw.agent_id),
    agent_name: str(raw.agent_name) ?? str(agent.name),
    path: str(raw.path),
    is_leaf: typeof raw.is_leaf === 'boolean' ? raw.is_leaf : undefined,
    hidden: raw.hidden === true,
    labels: labelsOf(raw.labels),
    properties: readRows(raw.properties, readProperty) ?? [],
    summary: compact({
      healthy: num(summary.healthy),
      unhealthy: num(summary.unhealthy),
      warning: num(summary.warning),
      info: num(summary.info),
      checks: counts(summary.checks),
      incidents: nested(summary.incidents),
      insights: nested(summary.insights),
    }),
    components: readComponents(raw.components),
    checks: readRows(raw.checks, (row) => {
      const checkId = str(row.id) ?? str(row.check_id);
      return checkId
        ? compact({
            id: checkId,
            name: str(row.name) ?? checkId,
            status: str(row.status),
            type: str(row.type),
            icon: str(row.icon),
            description: str(row.description),
          })
        : null;
    }),
    incidents: readRows(raw.incidents, (row) => {
      const incidentId = str(row.id);
      return incidentId
        ? compact({
            id: incidentId,
            title: str(row.title) ?? incidentId,
            severity: str(row.severity),
            status: str(row.status),
            type: str(row.type),
          })
        : null;
    }),
    analysis: readRows(raw.analysis, (row) => {
      const insightId = str(row.id);
      return insightId
        ? compact({
            id: insightId,
            analyzer: str(row.analyzer) ?? str(row.analysis_type) ?? insightId,
            analysis_type: str(row.analysis_type),
            severity: str(row.severity),
            config_id: str(row.config_id),
          })
        : null;
    }),
    // `configs` in the table is the spec's config queries; only rows that name an item are links.
    configs: readRows(raw.configs, (row) => {
      const configId = str(row.id) ?? str(row.config_id);
      const name = str(row.name);
      return configId && name
        ? compact({ id: configId, name, type: str(row.type), health: str(row.health), status: str(row.status) })
        : null;
    }),
    team_names: stringList(raw.team_names),
    logs: stringList(raw.logs),
    created_at: str(raw.created_at),
    updated_at: str(raw.updated_at),
  });
}

export function readComponents(value: unknown): ComponentNode[] {
  return list(value).flatMap((row) => {
    const component = readComponent(row);
    return component ? [component] : [];
  });
}

/** The health a card is coloured by: `health` (ui PR #2293), else the status when it names a health. */
export function healthOf(component: Pick<ComponentNode, 'health' | 'status'>): ComponentHealth {
  for (const value of [component.health, component.status]) {
    const lower = value?.toLowerCase();
    if (lower === 'healthy' || lower === 'unhealthy' || lower === 'warning') return lower;
  }
  return 'unknown';
}

/** Children for the card's summary: unhealthy first, then warning, unknown, healthy (ui #1718); by name within. */
const SUMMARY_RANK: Record<ComponentHealth, number> = { unhealthy: 0, warning: 1, unknown: 2, healthy: 3 };
export function childrenUnhealthyFirst(children: readonly ComponentNode[]): ComponentNode[] {
  return [...children].sort(
    (a, b) => SUMMARY_RANK[healthOf(a)] - SUMMARY_RANK[healthOf(b)] || displayName(a).localeCompare(displayName(b)),
  );
}

export function displayName(component: Pick<ComponentNode, 'text' | 'name'>): string {
  return component.text || component.name;
}

/** A leaf has nothing to zoom into: the server says so, or it has no children. */
export function isLeaf(component: ComponentNode): boolean {
  return component.is_leaf ?? component.components.length === 0;
}

export function headlineProperties(component: ComponentNode): NodeProperty[] {
  return byOrder(component.properties.filter((property) => property.headline && !property.hidden));
}

export function listedProperties(component: ComponentNode): NodeProperty[] {
  return byOrder(component.properties.filter((property) => !property.headline && !property.hidden));
}

function byOrder(properties: NodeProperty[]): NodeProperty[] {
  return [...properties].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** A property's value as text: text, else value with its unit (bytes and millicores made readable). */
export function propertyText(property: NodeProperty): string {
  if (property.text !== undefined) return property.text;
  if (property.value === undefined || property.value === null) return '';
  if (typeof property.value === 'string') return property.unit ? `${property.value} ${property.unit}` : property.value;
  const value = property.value;
  const unit = property.unit?.toLowerCase();
  if (unit === 'bytes') return formatBytes(value);
  if (unit === 'millicores' || unit === 'millicore') return value >= 1000 ? `${trim(value / 1000)} cores` : `${value}m`;
  if (unit === 'percent' || unit === '%') return `${trim(value)}%`;
  return property.unit ? `${trim(value)} ${property.unit}` : trim(value);
}

function trim(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
}

/** `{type: {severity: n}}` flattened to rows, most first. */
export function nestedRows(counts: NestedCounts | undefined): { type: string; severity: string; count: number }[] {
  return Object.entries(counts ?? {})
    .flatMap(([type, bySeverity]) => Object.entries(bySeverity).map(([severity, count]) => ({ type, severity, count })))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

/** Linked checks by status, in the order healthy, unhealthy, warning, then the rest; zeros dropped. */
export function checkCounts(summary: NodeSummary): { status: string; count: number }[] {
  const order = ['healthy', 'unhealthy', 'warning'];
  return Object.entries(summary.checks ?? {})
    .filter(([, count]) => count > 0)
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => {
      const ra = order.indexOf(a.status);
      const rb = order.indexOf(b.status);
      return (ra < 0 ? order.length : ra) - (rb < 0 ? order.length : rb) || a.status.localeCompare(b.status);
    });
}
