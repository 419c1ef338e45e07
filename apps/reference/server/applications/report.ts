import type { ApplicationReport, ApplicationSelector, ApplicationSpec } from '@mission-control/api';
import type { Queryable } from '../db/database';

/**
 * The audit report of one application (reference §4.3, mc application/application.go), built from the catalog on
 * request: the spec's selectors pick catalog items, and each part of the report reads what the catalog recorded
 * about them. Logins → the access rows (users, roles, last login, last review) of those items; datasources → their
 * backup and restore changes; environments → locations; every selected item → its findings (config_analysis).
 */

/** A catalog item a selector picked. */
export interface SelectedItem {
  id: string;
  name: string;
  type?: string | null;
  tags?: Record<string, string> | null;
}

/** Resolves selectors to the catalog items the caller may read. */
export type SelectItems = (selectors: ApplicationSelector[]) => Promise<SelectedItem[]>;

export interface ApplicationRow {
  id: string;
  name: string;
  namespace: string;
  description: string | null;
  spec: ApplicationSpec;
  created_at: string | Date;
  updated_at: string | Date | null;
}

/** Rows of each list at most: a report is a document, not a data export. */
export const REPORT_LIMIT = 1000;

/** Change types that record a backup, and those that record a restore (upstream's names and common variants). */
const RESTORE = `(c.change_type ILIKE '%restore%')`;
const BACKUP = `(c.change_type ILIKE 'backup%' AND NOT ${RESTORE})`;

const iso = (value: unknown): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

const idsParam = (items: SelectedItem[]) => JSON.stringify([...new Set(items.map((item) => item.id))]);
const IN_IDS = (column: string, n: number) => `${column}::text IN (SELECT jsonb_array_elements_text($${n}::jsonb))`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A backup's size from its change details (`size`, or `sizeGiB`/`sizeBytes`), as a person reads it. */
function sizeOf(details: unknown): string | null {
  if (!isRecord(details)) return null;
  if (typeof details.size === 'string' && details.size) return details.size;
  if (typeof details.sizeGiB === 'number') return `${details.sizeGiB} GiB`;
  if (typeof details.sizeBytes === 'number') return `${(details.sizeBytes / 1024 ** 3).toFixed(1)} GiB`;
  return null;
}

function statusOf(changeType: string, details: unknown): string {
  if (/fail|error/i.test(changeType)) return 'failed';
  if (isRecord(details) && typeof details.status === 'string') return details.status.toLowerCase();
  if (/start|running|progress/i.test(changeType)) return 'in-progress';
  return 'completed';
}

async function changesOf(db: Queryable, items: SelectedItem[], kind: string) {
  if (!items.length) return [];
  const { rows } = await db.query<{
    id: string;
    config_id: string;
    name: string | null;
    change_type: string;
    summary: string | null;
    details: unknown;
    source: string | null;
    created_at: string | Date;
    created_by: string | null;
  }>(
    `SELECT c.id, c.config_id, i.name, c.change_type, c.summary, c.details, c.source, c.created_at,
            COALESCE(c.external_created_by, p.name) AS created_by
     FROM config_changes c JOIN config_items i ON i.id = c.config_id LEFT JOIN people p ON p.id = c.created_by
     WHERE ${IN_IDS('c.config_id', 1)} AND ${kind}
     ORDER BY c.created_at DESC LIMIT ${REPORT_LIMIT}`,
    [idsParam(items)],
  );
  return rows.map((row) => ({
    id: row.id,
    configId: row.config_id,
    database: row.name ?? row.config_id,
    date: iso(row.created_at)!,
    type: row.change_type,
    status: statusOf(row.change_type, row.details),
    summary: row.summary,
    size: sizeOf(row.details),
    source: row.source,
    createdBy: row.created_by,
  }));
}

async function usersOf(db: Queryable, logins: SelectedItem[], roleOf: (configId: string) => string | undefined) {
  if (!logins.length) return [];
  const { rows } = await db.query<{
    id: string;
    config_id: string;
    name: string;
    email: string | null;
    role: string | null;
    item: string | null;
    created_at: string | Date;
    last_reviewed_at: string | Date | null;
    last_login: string | Date | null;
    mfa: boolean | null;
  }>(
    `SELECT a.id, a.config_id, u.name, u.email, r.name AS role, i.name AS item, a.created_at, a.last_reviewed_at,
            l.created_at AS last_login, l.mfa
     FROM config_access a
     JOIN external_users u ON u.id = a.external_user_id
     JOIN config_items i ON i.id = a.config_id
     LEFT JOIN external_roles r ON r.id = a.external_role_id
     LEFT JOIN config_access_logs l ON l.config_id = a.config_id AND l.external_user_id = a.external_user_id
     WHERE a.deleted_at IS NULL AND u.deleted_at IS NULL AND ${IN_IDS('a.config_id', 1)}
     ORDER BY u.name, i.name LIMIT ${REPORT_LIMIT}`,
    [idsParam(logins)],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row.config_id) ?? row.role,
    item: row.item,
    created: iso(row.created_at),
    lastLogin: iso(row.last_login),
    lastAccessReview: iso(row.last_reviewed_at),
    mfa: row.mfa,
  }));
}

const SEVERITY_ORDER = `CASE lower(a.severity) WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2
  WHEN 'low' THEN 3 ELSE 4 END`;

async function findingsOf(db: Queryable, items: SelectedItem[]) {
  if (!items.length) return [];
  const { rows } = await db.query<{
    id: string;
    config_id: string;
    item: string | null;
    item_type: string | null;
    analyzer: string;
    analysis_type: string | null;
    severity: string | null;
    summary: string | null;
    message: string | null;
    status: string | null;
    first_observed: string | Date | null;
    last_observed: string | Date | null;
  }>(
    `SELECT a.id, a.config_id, i.name AS item, i.type AS item_type, a.analyzer, a.analysis_type, a.severity,
            a.summary, a.message, a.status, a.first_observed, a.last_observed
     FROM config_analysis a JOIN config_items i ON i.id = a.config_id
     WHERE ${IN_IDS('a.config_id', 1)} AND i.deleted_at IS NULL
     ORDER BY (COALESCE(a.status, 'open') = 'open') DESC, ${SEVERITY_ORDER}, a.first_observed DESC
     LIMIT ${REPORT_LIMIT}`,
    [idsParam(items)],
  );
  return rows.map((row) => ({
    id: row.id,
    configId: row.config_id,
    item: row.item ?? row.config_id,
    itemType: row.item_type,
    type: row.analysis_type,
    severity: row.severity,
    title: row.summary || row.analyzer,
    description: row.message,
    status: row.status ?? 'open',
    date: iso(row.first_observed),
    lastObserved: iso(row.last_observed),
  }));
}

const CLOUDS = new Set(['AWS', 'Azure', 'GCP']);

/** One location per environment selector: where its items run, by their type's provider and their tags. */
function locationOf(name: string, purpose: string | undefined, items: SelectedItem[]) {
  const count = <T>(values: Array<T | null | undefined>) => {
    const tally = new Map<T, number>();
    for (const value of values) if (value != null && value !== '') tally.set(value, (tally.get(value) ?? 0) + 1);
    return [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  };
  const provider = count(items.map((item) => item.type?.split('::')[0])) ?? 'Unknown';
  return {
    name,
    purpose: purpose ?? null,
    type: CLOUDS.has(provider) ? 'cloud' : 'on-premise',
    provider,
    region: count(items.map((item) => item.tags?.region)),
    account: count(items.map((item) => item.tags?.account ?? item.tags?.cluster)),
    resourceCount: items.length,
  };
}

/** Builds the report; `select` applies the caller's permissions to every selector. */
export async function buildReport(db: Queryable, app: ApplicationRow, select: SelectItems): Promise<ApplicationReport> {
  const spec = app.spec;
  const mapping = spec.mapping ?? {};
  const [logins, datasources] = await Promise.all([select(mapping.logins ?? []), select(mapping.datasources ?? [])]);
  const environments = await Promise.all(
    Object.entries(mapping.environments ?? {}).flatMap(([name, selectors]) =>
      selectors.map(async ({ purpose, ...selector }) => ({ name, purpose, items: await select([selector]) })),
    ),
  );
  const roleMappings = await Promise.all(
    (mapping.roles ?? []).map(async ({ role, ...selector }) => ({
      role,
      ids: new Set((await select([selector])).map((i) => i.id)),
    })),
  );
  const roleOf = (configId: string) => roleMappings.find((mapping) => mapping.ids.has(configId))?.role;
  const selected = [...logins, ...datasources, ...environments.flatMap((environment) => environment.items)];
  const [users, backups, restores, findings, views] = await Promise.all([
    usersOf(db, logins, roleOf),
    changesOf(db, datasources, BACKUP),
    changesOf(db, datasources, RESTORE),
    findingsOf(db, selected),
    sectionViews(db, spec.sections ?? []),
  ]);
  return {
    id: app.id,
    namespace: app.namespace,
    name: app.name,
    type: spec.type ?? null,
    description: spec.description ?? app.description ?? null,
    createdAt: iso(app.created_at)!,
    updatedAt: iso(app.updated_at),
    properties: spec.properties ?? [],
    accessControl: {
      users,
      roles: [...new Set(users.map((user) => user.role).filter((role): role is string => !!role))].sort(),
    },
    findings,
    locations: environments.map((environment) => locationOf(environment.name, environment.purpose, environment.items)),
    backups,
    restores,
    sections: views,
  };
}

async function sectionViews(db: Queryable, sections: NonNullable<ApplicationSpec['sections']>) {
  return Promise.all(
    sections.map(async (section) => {
      const { rows } = await db.query<{ id: string }>(
        'SELECT id FROM views WHERE namespace = $1 AND name = $2 AND deleted_at IS NULL LIMIT 1',
        [section.viewRef.namespace, section.viewRef.name],
      );
      return {
        title: section.title,
        icon: section.icon ?? null,
        viewRef: { namespace: section.viewRef.namespace, name: section.viewRef.name },
        viewId: rows[0]?.id ?? null,
      };
    }),
  );
}
