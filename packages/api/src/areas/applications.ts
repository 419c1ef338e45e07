/** Applications and their audit report: `/db/applications` and `GET /application/{namespace}/{name}`. */
import { z } from '../schemas/zod';
import { from } from '../postgrest/query';
import { seg } from './shared';
import type { DbClient } from './db';
import type { HttpTransport, RequestOptions } from '../transport';

const MAX_TEXT = 500;
const MAX_SELECTORS = 20;

const text = (what: string, max = MAX_TEXT) =>
  z.string({ error: `${what} must be text` }).check(z.maxLength(max, `${what} must be at most ${max} characters`));

/**
 * A resource selector over catalog items (the search area's fields): which items a mapping entry means. At least
 * one field must narrow it, so an entry never selects the whole catalog by accident.
 */
const selectorFields = z.strictObject({
  id: z.optional(text('id')),
  name: z.optional(text('name')),
  namespace: z.optional(text('namespace')),
  agent: z.optional(text('agent')),
  search: z.optional(text('search')),
  types: z.optional(z.array(text('a type'), { error: 'types must be a list of catalog types' }).check(z.maxLength(50))),
  type: z.optional(text('type')),
  tagSelector: z.optional(text('tagSelector')),
  labelSelector: z.optional(text('labelSelector')),
  health: z.optional(text('health')),
  status: z.optional(text('status')),
});

const NARROWING = [
  'id',
  'name',
  'types',
  'type',
  'tagSelector',
  'labelSelector',
  'search',
  'health',
  'status',
] as const;

/** At least one field must narrow a selector, so an entry never selects the whole catalog by accident. */
const narrowed = <T extends z.ZodMiniType<Record<string, unknown>>>(schema: T) =>
  schema.check(
    z.refine<Record<string, unknown>>(
      (selector) =>
        NARROWING.some((key) => {
          const value = selector[key];
          return Array.isArray(value) ? value.length > 0 : !!value;
        }),
      { error: `a selector must name at least one of ${NARROWING.slice(0, -1).join(', ')} or ${NARROWING.at(-1)}` },
    ),
  );

/** A resource selector over catalog items (the search area's fields): which items a mapping entry means. */
export const applicationSelectorSchema = narrowed(selectorFields);
export type ApplicationSelector = z.infer<typeof applicationSelectorSchema>;

const selectors = (what: string) =>
  z
    .array(applicationSelectorSchema, { error: `${what} must be a list of resource selectors` })
    .check(z.maxLength(MAX_SELECTORS, `${what} may have at most ${MAX_SELECTORS} selectors`));

const propertySchema = z.strictObject({
  label: text('a property label', 100).check(z.minLength(1, 'a property needs a label')),
  text: z.optional(text('a property text')),
  value: z.optional(z.number({ error: 'a property value must be a number' })),
  unit: z.optional(text('a property unit', 20)),
  icon: z.optional(text('a property icon', 100)),
  tooltip: z.optional(text('a property tooltip')),
  order: z.optional(z.number()),
});

const sectionSchema = z.strictObject({
  title: text('a section title', 200).check(z.minLength(1, 'a section needs a title')),
  icon: z.optional(text('a section icon', 100)),
  viewRef: z.strictObject(
    {
      namespace: z._default(text('viewRef.namespace', 253), 'default'),
      name: text('viewRef.name', 253).check(z.minLength(1, 'viewRef.name names the view to embed')),
    },
    { error: 'a section needs a viewRef {namespace, name} naming the view it embeds' },
  ),
});

/** The Application spec (reference §4.3, mc api/v1/application.go), checked on every write. */
export const applicationSpecSchema = z.strictObject(
  {
    description: z.optional(text('description', 2000)),
    type: z.optional(text('type', 200)),
    properties: z.optional(
      z.array(propertySchema, { error: 'properties must be a list of {label, text}' }).check(z.maxLength(50)),
    ),
    schedule: z.optional(text('schedule', 100)),
    mapping: z._default(
      z.strictObject(
        {
          accessReviews: z.optional(selectors('mapping.accessReviews')),
          datasources: z.optional(selectors('mapping.datasources')),
          logins: z.optional(selectors('mapping.logins')),
          environments: z.optional(
            z.record(
              text('an environment name', 100),
              z
                .array(narrowed(z.extend(selectorFields, { purpose: z.optional(text('purpose', 200)) })), {
                  error: 'each environment must be a list of resource selectors (with an optional purpose)',
                })
                .check(z.maxLength(MAX_SELECTORS)),
              { error: 'mapping.environments must map an environment name to a list of selectors' },
            ),
          ),
          roles: z.optional(
            z
              .array(
                narrowed(
                  z.extend(selectorFields, {
                    role: text('role', 200).check(z.minLength(1, 'a role mapping needs a role')),
                  }),
                ),
                {
                  error: 'mapping.roles must be a list of {role, selector fields}',
                },
              )
              .check(z.maxLength(MAX_SELECTORS)),
          ),
        },
        { error: 'mapping must be an object' },
      ),
      {},
    ),
    sections: z.optional(
      z.array(sectionSchema, { error: 'sections must be a list of {title, icon, viewRef}' }).check(z.maxLength(20)),
    ),
  },
  { error: 'the spec must be an object' },
);
export type ApplicationSpec = z.infer<typeof applicationSpecSchema>;

/** The first problem of a spec as one sentence (`mapping.logins.0: ...`), or null when it is valid. */
export function applicationSpecProblem(spec: unknown): string | null {
  const result = applicationSpecSchema.safeParse(spec);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  const unknownKeys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')} is not a spec field)` : '';
  return `${path ? `${path}: ` : ''}${issue.message}${unknownKeys}`;
}

/** A row of `applications` as the list reads it. */
export const applicationRowSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  namespace: z.string(),
  description: z.nullish(z.string()),
  spec: z.unknown(),
  labels: z.nullish(z.record(z.string(), z.string())),
  source: z.nullish(z.string()),
  created_by: z.nullish(z.union([z.string(), z.looseObject({ id: z.string(), name: z.nullish(z.string()) })])),
  created_at: z.string(),
  updated_at: z.nullish(z.string()),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  role: z.nullable(z.string()),
  item: z.nullable(z.string()),
  created: z.nullable(z.string()),
  lastLogin: z.nullable(z.string()),
  lastAccessReview: z.nullable(z.string()),
  mfa: z.nullable(z.boolean()),
});

const changeEntrySchema = z.object({
  id: z.string(),
  configId: z.string(),
  database: z.string(),
  date: z.string(),
  type: z.string(),
  status: z.string(),
  summary: z.nullable(z.string()),
  size: z.nullable(z.string()),
  source: z.nullable(z.string()),
  createdBy: z.nullable(z.string()),
});

/** `GET /application/{namespace}/{name}`: the audit report built from the catalog. */
export const applicationReportSchema = z.object({
  id: z.string(),
  namespace: z.string(),
  name: z.string(),
  type: z.nullable(z.string()),
  description: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.nullable(z.string()),
  properties: z.array(z.looseObject(propertySchema.shape)),
  accessControl: z.object({
    users: z.array(userSchema),
    roles: z.array(z.string()),
  }),
  findings: z.array(
    z.object({
      id: z.string(),
      configId: z.string(),
      item: z.string(),
      itemType: z.nullable(z.string()),
      type: z.nullable(z.string()),
      severity: z.nullable(z.string()),
      title: z.string(),
      description: z.nullable(z.string()),
      status: z.string(),
      date: z.nullable(z.string()),
      lastObserved: z.nullable(z.string()),
    }),
  ),
  locations: z.array(
    z.object({
      name: z.string(),
      purpose: z.nullable(z.string()),
      type: z.string(),
      provider: z.string(),
      region: z.nullable(z.string()),
      account: z.nullable(z.string()),
      resourceCount: z.number(),
    }),
  ),
  backups: z.array(changeEntrySchema),
  restores: z.array(changeEntrySchema),
  sections: z.array(
    z.object({
      title: z.string(),
      icon: z.nullable(z.string()),
      viewRef: z.object({ namespace: z.string(), name: z.string() }),
      /** The view's id, or null when no live view has that namespace/name (the section says so). */
      viewId: z.nullable(z.string()),
    }),
  ),
});
export type ApplicationReport = z.infer<typeof applicationReportSchema>;
export type ApplicationUser = z.infer<typeof userSchema>;
export type ApplicationChangeEntry = z.infer<typeof changeEntrySchema>;

/** What the add/edit form sends. */
export interface ApplicationInput {
  name: string;
  namespace: string;
  spec: ApplicationSpec;
}

export interface ApplicationsClient {
  /** `GET /db/applications`: the live applications, newest first, with their creator's name. */
  list(options?: RequestOptions): Promise<ApplicationRow[]>;
  /** Inserts (no `id`) or updates an application; the server checks the spec. */
  save(input: ApplicationInput & { id?: string }, options?: RequestOptions): Promise<ApplicationRow>;
  /** Soft-deletes one. */
  remove(id: string, options?: RequestOptions): Promise<void>;
  /** `GET /application/{namespace}/{name}`: the audit report. */
  report(namespace: string, name: string, options?: RequestOptions): Promise<ApplicationReport>;
}

export function createApplicationsClient(http: HttpTransport, db: DbClient): ApplicationsClient {
  return {
    async list(options = {}) {
      const query = from('applications')
        .select('*,created_by(id,name)')
        .is('deleted_at', null)
        .order('created_at', { ascending: false })
        .limit(500);
      return (await db.list(query, applicationRowSchema, { ...options, count: false })).data;
    },
    async save({ id, name, namespace, spec }, options = {}) {
      const row = { name, namespace, spec, description: spec.description ?? null };
      const saved = id
        ? await db.update(
            from('applications').eq('id', id),
            { ...row, updated_at: new Date().toISOString() },
            applicationRowSchema,
            options,
          )
        : await db.insert('applications', { ...row, source: 'UI' }, applicationRowSchema, options);
      return saved[0]!;
    },
    remove: (id, options = {}) => db.softDelete('applications', id, options),
    report: (namespace, name, options = {}) =>
      http.request(
        { path: `/application/${seg(namespace)}/${seg(name)}`, signal: options.signal },
        applicationReportSchema,
      ),
  };
}
