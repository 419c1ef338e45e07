/** Applications and their audit report: `/db/applications` and `GET /application/{namespace}/{name}`. */
import { z } from 'zod';
import { from } from '../postgrest/query';
import { seg } from './shared';
import type { DbClient } from './db';
import type { HttpTransport, RequestOptions } from '../transport';

const MAX_TEXT = 500;
const MAX_SELECTORS = 20;

const text = (what: string, max = MAX_TEXT) =>
  z.string({ error: `${what} must be text` }).max(max, `${what} must be at most ${max} characters`);

/**
 * A resource selector over catalog items (the search area's fields): which items a mapping entry means. At least
 * one field must narrow it, so an entry never selects the whole catalog by accident.
 */
const selectorFields = z
  .object({
    id: text('id').optional(),
    name: text('name').optional(),
    namespace: text('namespace').optional(),
    agent: text('agent').optional(),
    search: text('search').optional(),
    types: z.array(text('a type'), { error: 'types must be a list of catalog types' }).max(50).optional(),
    type: text('type').optional(),
    tagSelector: text('tagSelector').optional(),
    labelSelector: text('labelSelector').optional(),
    health: text('health').optional(),
    status: text('status').optional(),
  })
  .strict();

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
const narrowed = <T extends z.ZodType<Record<string, unknown>>>(schema: T) =>
  schema.refine(
    (selector) =>
      NARROWING.some((key) => {
        const value = selector[key];
        return Array.isArray(value) ? value.length > 0 : !!value;
      }),
    { error: `a selector must name at least one of ${NARROWING.slice(0, -1).join(', ')} or ${NARROWING.at(-1)}` },
  );

/** A resource selector over catalog items (the search area's fields): which items a mapping entry means. */
export const applicationSelectorSchema = narrowed(selectorFields);
export type ApplicationSelector = z.infer<typeof applicationSelectorSchema>;

const selectors = (what: string) =>
  z
    .array(applicationSelectorSchema, { error: `${what} must be a list of resource selectors` })
    .max(MAX_SELECTORS, `${what} may have at most ${MAX_SELECTORS} selectors`);

const propertySchema = z
  .object({
    label: text('a property label', 100).min(1, 'a property needs a label'),
    text: text('a property text').optional(),
    value: z.number({ error: 'a property value must be a number' }).optional(),
    unit: text('a property unit', 20).optional(),
    icon: text('a property icon', 100).optional(),
    tooltip: text('a property tooltip').optional(),
    order: z.number().optional(),
  })
  .strict();

const sectionSchema = z
  .object({
    title: text('a section title', 200).min(1, 'a section needs a title'),
    icon: text('a section icon', 100).optional(),
    viewRef: z
      .object(
        {
          namespace: text('viewRef.namespace', 253).default('default'),
          name: text('viewRef.name', 253).min(1, 'viewRef.name names the view to embed'),
        },
        { error: 'a section needs a viewRef {namespace, name} naming the view it embeds' },
      )
      .strict(),
  })
  .strict();

/** The Application spec (reference §4.3, mc api/v1/application.go), checked on every write. */
export const applicationSpecSchema = z
  .object(
    {
      description: text('description', 2000).optional(),
      type: text('type', 200).optional(),
      properties: z.array(propertySchema, { error: 'properties must be a list of {label, text}' }).max(50).optional(),
      schedule: text('schedule', 100).optional(),
      mapping: z
        .object(
          {
            accessReviews: selectors('mapping.accessReviews').optional(),
            datasources: selectors('mapping.datasources').optional(),
            logins: selectors('mapping.logins').optional(),
            environments: z
              .record(
                text('an environment name', 100),
                z
                  .array(narrowed(selectorFields.extend({ purpose: text('purpose', 200).optional() })), {
                    error: 'each environment must be a list of resource selectors (with an optional purpose)',
                  })
                  .max(MAX_SELECTORS),
                { error: 'mapping.environments must map an environment name to a list of selectors' },
              )
              .optional(),
            roles: z
              .array(
                narrowed(selectorFields.extend({ role: text('role', 200).min(1, 'a role mapping needs a role') })),
                {
                  error: 'mapping.roles must be a list of {role, selector fields}',
                },
              )
              .max(MAX_SELECTORS)
              .optional(),
          },
          { error: 'mapping must be an object' },
        )
        .strict()
        .default({}),
      sections: z
        .array(sectionSchema, { error: 'sections must be a list of {title, icon, viewRef}' })
        .max(20)
        .optional(),
    },
    { error: 'the spec must be an object' },
  )
  .strict();
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
export const applicationRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    namespace: z.string(),
    description: z.string().nullish(),
    spec: z.unknown(),
    labels: z.record(z.string(), z.string()).nullish(),
    source: z.string().nullish(),
    created_by: z.union([z.string(), z.object({ id: z.string(), name: z.string().nullish() }).loose()]).nullish(),
    created_at: z.string(),
    updated_at: z.string().nullish(),
  })
  .loose();
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.string().nullable(),
  item: z.string().nullable(),
  created: z.string().nullable(),
  lastLogin: z.string().nullable(),
  lastAccessReview: z.string().nullable(),
  mfa: z.boolean().nullable(),
});

const changeEntrySchema = z.object({
  id: z.string(),
  configId: z.string(),
  database: z.string(),
  date: z.string(),
  type: z.string(),
  status: z.string(),
  summary: z.string().nullable(),
  size: z.string().nullable(),
  source: z.string().nullable(),
  createdBy: z.string().nullable(),
});

/** `GET /application/{namespace}/{name}`: the audit report built from the catalog. */
export const applicationReportSchema = z.object({
  id: z.string(),
  namespace: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  properties: z.array(propertySchema.loose()),
  accessControl: z.object({
    users: z.array(userSchema),
    roles: z.array(z.string()),
  }),
  findings: z.array(
    z.object({
      id: z.string(),
      configId: z.string(),
      item: z.string(),
      itemType: z.string().nullable(),
      type: z.string().nullable(),
      severity: z.string().nullable(),
      title: z.string(),
      description: z.string().nullable(),
      status: z.string(),
      date: z.string().nullable(),
      lastObserved: z.string().nullable(),
    }),
  ),
  locations: z.array(
    z.object({
      name: z.string(),
      purpose: z.string().nullable(),
      type: z.string(),
      provider: z.string(),
      region: z.string().nullable(),
      account: z.string().nullable(),
      resourceCount: z.number(),
    }),
  ),
  backups: z.array(changeEntrySchema),
  restores: z.array(changeEntrySchema),
  sections: z.array(
    z.object({
      title: z.string(),
      icon: z.string().nullable(),
      viewRef: z.object({ namespace: z.string(), name: z.string() }),
      /** The view's id, or null when no live view has that namespace/name (the section says so). */
      viewId: z.string().nullable(),
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
