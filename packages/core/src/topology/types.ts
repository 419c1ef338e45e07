/**
 * The topology's shapes, shared by the server that rolls components up and the clients that show them.
 * Field names follow the components table and upstream's JSON (duty `models/components.go`).
 */

/** A component's health: the worst of its own, its linked checks' and its children's. */
export type ComponentHealth = 'healthy' | 'warning' | 'unhealthy' | 'unknown';

/**
 * Per-status counts of a component's subtree (upstream `types.Summary`): a leaf counts itself by its status; a
 * parent adds one per child by the rule of `addSummary`. `checks` counts linked checks by their latest status;
 * `insights` is `{type: {severity: n}}` and `incidents` `{type: {severity: n}}`.
 */
export interface ComponentSummary {
  healthy?: number;
  unhealthy?: number;
  warning?: number;
  info?: number;
  checks?: Record<string, number>;
  insights?: Record<string, Record<string, number>>;
  incidents?: Record<string, Record<string, number>>;
}

/** One property of a component (upstream `types.Property`); `headline` ones are the card's metrics. */
export interface ComponentProperty {
  name?: string;
  label?: string;
  tooltip?: string;
  icon?: string;
  type?: string;
  color?: string;
  order?: number;
  headline?: boolean;
  hidden?: boolean;
  text?: string;
  value?: number | null;
  unit?: string;
  max?: number | null;
  min?: number | null;
  status?: string;
  lastTransition?: string;
  links?: ReadonlyArray<{ label?: string; url?: string; type?: string; text?: string; icon?: string }>;
}

/** A flat component row as stored (the columns the roll-up reads); the rest is carried through untouched. */
export interface ComponentRow {
  id: string;
  parent_id?: string | null;
  /** Ancestor ids joined by `.` (root first), as the runner writes it; used when `parent_id` is missing. */
  path?: string | null;
  name: string;
  status?: string | null;
  health?: string | null;
  health_expr?: string | null;
  status_expr?: string | null;
  type?: string | null;
  updated_at?: string | null;
  properties?: readonly ComponentProperty[] | null;
  /** Stored summary parts (insights, incidents); counts and checks are recomputed on read. */
  summary?: ComponentSummary | null;
}

/** A component in a tree: its children, and its checks by latest status (`status → count`). */
export type ComponentNode<R extends ComponentRow = ComponentRow> = R & {
  components: ComponentNode<R>[];
  checks: Record<string, number>;
};

/** A component after the roll-up: `health`, `status` and `summary` are the read-time values. */
export type RolledComponent<R extends ComponentRow = ComponentRow> = Omit<
  R,
  'health' | 'status' | 'summary' | 'components'
> & {
  health: ComponentHealth;
  status: string;
  summary: ComponentSummary;
  components: RolledComponent<R>[];
};
