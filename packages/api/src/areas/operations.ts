import { z } from 'zod';
import {
  personSchema,
  rbacPermissionSchema,
  successMessageSchema,
  type Person,
  type RbacPermission,
} from '../schemas/people';
import {
  playbookParamsResponseSchema,
  playbookRunRequestSchema,
  playbookRunResponseSchema,
  playbookRunSchema,
  playbookSchema,
  type Playbook,
  type PlaybookParamsRequest,
  type PlaybookParamsResponse,
  type PlaybookRun,
  type PlaybookRunRequest,
  type PlaybookRunResponse,
} from '../schemas/playbook';
import { connectionTestResponseSchema } from '../schemas/connection';
import {
  catalogChangesRequestSchema,
  catalogChangesResponseSchema,
  logsRequestSchema,
  notificationSilenceRequestSchema,
  notificationSummaryRequestSchema,
  resourceSearchResponseSchema,
  withSelectorDefaults,
  type CatalogChangesRequest,
  type CatalogChangesResponse,
  type LogsRequest,
  type NotificationSilenceRequest,
  type NotificationSummaryRequest,
  type ResourceSearchRequest,
  type ResourceSearchResponse,
} from '../schemas/resources';
import type { HttpTransport, RequestOptions } from '../transport';
import { validateBody } from './auth';

const seg = (value: string) => encodeURIComponent(value);
const payloadOf = <T extends z.ZodType>(schema: T) =>
  z.object({ message: z.string().optional(), payload: schema.nullish() }).transform((r) => r.payload ?? null);

export interface RbacClient {
  /** `GET /rbac/{id}/roles`. */
  roles(personId: string, options?: RequestOptions): Promise<string[]>;
  /**
   * `POST /rbac/{id}/update_role`: adds roles; it does not remove others. With `replace` (reference
   * server) the person has exactly these roles afterwards.
   */
  updateRoles(personId: string, roles: string[], options?: RequestOptions & { replace?: boolean }): Promise<void>;
  /** `GET /rbac/dump`: every policy. */
  dump(options?: RequestOptions): Promise<RbacPermission[]>;
}

export interface PeopleClient {
  /** `POST /people/update`. */
  update(person: Partial<Person> & { id: string }, options?: RequestOptions): Promise<unknown>;
  /** `DELETE /people/{id}`. */
  remove(id: string, options?: RequestOptions): Promise<void>;
  /** `POST /auth/{id}/update_state`, e.g. `active` / `inactive`. */
  updateState(id: string, state: string, options?: RequestOptions): Promise<void>;
  /** `POST /auth/{id}/properties`. */
  updateProperties(id: string, properties: { role?: string }, options?: RequestOptions): Promise<void>;
}

export interface PlaybookTarget {
  config_id?: string;
  check_id?: string;
  component_id?: string;
}

export interface PlaybookClient {
  /** `GET /playbook/list`: the playbooks that apply to a check, component or config. */
  list(target?: PlaybookTarget, options?: RequestOptions): Promise<Playbook[]>;
  /** `POST /playbook/{id}/params`: parameters resolved for the target resource. */
  params(id: string, target: PlaybookParamsRequest, options?: RequestOptions): Promise<PlaybookParamsResponse>;
  /** `POST /playbook/run`. */
  run(request: PlaybookRunRequest, options?: RequestOptions): Promise<PlaybookRunResponse>;
  /** `GET /playbook/run/{id}`. */
  getRun(id: string, options?: RequestOptions): Promise<PlaybookRun>;
  /** `POST /playbook/run/approve/{id}`. */
  approve(runId: string, options?: RequestOptions): Promise<void>;
  /** `POST /playbook/run/cancel/{id}`. */
  cancel(runId: string, options?: RequestOptions): Promise<void>;
}

export interface ResourcesClient {
  /** `POST /resources/search`; selectors get the spec's defaults (agent 'all', name '*'). */
  search(request: ResourceSearchRequest, options?: RequestOptions): Promise<ResourceSearchResponse>;
}

export interface NotificationClient {
  /** `POST /notification/summary`. */
  summary(request: NotificationSummaryRequest, options?: RequestOptions): Promise<unknown>;
  /** `POST /notification/silence`; `until: null` means indefinitely. */
  silence(request: NotificationSilenceRequest, options?: RequestOptions): Promise<void>;
  /** `GET /notification/silence_preview`. */
  silencePreview(query: Record<string, string>, options?: RequestOptions): Promise<unknown>;
}

export interface LogsClient {
  /** `POST /logs`. */
  query(request: LogsRequest, options?: RequestOptions): Promise<unknown>;
}

export interface CatalogClient {
  /** `POST /catalog/summary`. */
  summary(request: Record<string, unknown>, options?: RequestOptions): Promise<unknown>;
  /** `POST /catalog/changes`. */
  changes(request: CatalogChangesRequest, options?: RequestOptions): Promise<CatalogChangesResponse>;
}

export interface ConnectionsClient {
  /** `POST /connection/test/{id}`: resolves on success, rejects with the backend's message otherwise. */
  test(id: string, options?: RequestOptions): Promise<{ message?: string }>;
}

export interface AgentsClient {
  /** `POST /agent/generate`: registers an agent and returns its credentials once. */
  generate(
    request: { name: string; properties?: Record<string, string> },
    options?: RequestOptions,
  ): Promise<AgentCredentials>;
}

/** What `/agent/generate` answers; kept open because the credentials differ per auth mode. */
export const agentCredentialsSchema = z
  .object({
    id: z.string().optional(),
    username: z.string().optional(),
    password: z.string().optional(),
    access_token: z.string().optional(),
  })
  .loose();
export type AgentCredentials = z.infer<typeof agentCredentialsSchema>;

export interface ViewsClient {
  /** `POST /view/{id}` with variables: the view's data tables. */
  run(id: string, variables?: Record<string, string>, options?: RequestOptions): Promise<unknown>;
  /** `GET /view/list?config_id=`: views that apply to a catalog item. */
  list(configId: string, options?: RequestOptions): Promise<unknown>;
}

export function createRbacClient(http: HttpTransport): RbacClient {
  return {
    async roles(personId, options = {}) {
      const roles = await http.request(
        { path: `/rbac/${seg(personId)}/roles`, signal: options.signal },
        payloadOf(z.array(z.string())),
      );
      return roles ?? [];
    },
    async updateRoles(personId, roles, options = {}) {
      await http.request(
        {
          method: 'POST',
          path: `/rbac/${seg(personId)}/update_role`,
          body: options.replace ? { roles, replace: true } : { roles },
          signal: options.signal,
        },
        successMessageSchema,
      );
    },
    dump: (options = {}) => http.request({ path: '/rbac/dump', signal: options.signal }, z.array(rbacPermissionSchema)),
  };
}

export function createPeopleClient(http: HttpTransport): PeopleClient {
  return {
    async update(person, options = {}) {
      const body = validateBody(personSchema.partial().required({ id: true }), person);
      return http.request({ method: 'POST', path: '/people/update', body, signal: options.signal }, z.unknown());
    },
    async remove(id, options = {}) {
      await http.request({ method: 'DELETE', path: `/people/${seg(id)}`, signal: options.signal }, z.unknown());
    },
    async updateState(id, state, options = {}) {
      await http.request(
        { method: 'POST', path: `/auth/${seg(id)}/update_state`, body: { id, state }, signal: options.signal },
        z.unknown(),
      );
    },
    async updateProperties(id, properties, options = {}) {
      await http.request(
        { method: 'POST', path: `/auth/${seg(id)}/properties`, body: properties, signal: options.signal },
        z.unknown(),
      );
    },
  };
}

export function createPlaybookClient(http: HttpTransport): PlaybookClient {
  return {
    async list(target = {}, options = {}) {
      const list = await http.request(
        { path: '/playbook/list', query: { ...target }, signal: options.signal },
        z.array(playbookSchema).nullish(),
      );
      return list ?? [];
    },
    params: (id, target, options = {}) =>
      http.request(
        { method: 'POST', path: `/playbook/${seg(id)}/params`, body: target, signal: options.signal },
        playbookParamsResponseSchema,
      ),
    async run(request, options = {}) {
      const body = validateBody(playbookRunRequestSchema, request);
      return http.request(
        { method: 'POST', path: '/playbook/run', body, signal: options.signal },
        playbookRunResponseSchema,
      );
    },
    getRun: (id, options = {}) =>
      http.request({ path: `/playbook/run/${seg(id)}`, signal: options.signal }, playbookRunSchema),
    async approve(runId, options = {}) {
      await http.request(
        { method: 'POST', path: `/playbook/run/approve/${seg(runId)}`, signal: options.signal },
        z.unknown(),
      );
    },
    async cancel(runId, options = {}) {
      await http.request(
        { method: 'POST', path: `/playbook/run/cancel/${seg(runId)}`, signal: options.signal },
        z.unknown(),
      );
    },
  };
}

export function createResourcesClient(http: HttpTransport): ResourcesClient {
  return {
    search: (request, options = {}) =>
      http.request(
        { method: 'POST', path: '/resources/search', body: withSelectorDefaults(request), signal: options.signal },
        resourceSearchResponseSchema,
      ),
  };
}

export function createNotificationClient(http: HttpTransport): NotificationClient {
  return {
    async summary(request, options = {}) {
      const body = validateBody(notificationSummaryRequestSchema, request);
      return http.request({ method: 'POST', path: '/notification/summary', body, signal: options.signal }, z.unknown());
    },
    async silence(request, options = {}) {
      const body = validateBody(notificationSilenceRequestSchema, request);
      await http.request({ method: 'POST', path: '/notification/silence', body, signal: options.signal }, z.unknown());
    },
    silencePreview: (query, options = {}) =>
      http.request({ path: '/notification/silence_preview', query, signal: options.signal }, z.unknown()),
  };
}

export function createLogsClient(http: HttpTransport): LogsClient {
  return {
    async query(request, options = {}) {
      const body = validateBody(logsRequestSchema, request);
      return http.request({ method: 'POST', path: '/logs', body, signal: options.signal }, z.unknown());
    },
  };
}

export function createCatalogClient(http: HttpTransport): CatalogClient {
  return {
    summary: (request, options = {}) =>
      http.request({ method: 'POST', path: '/catalog/summary', body: request, signal: options.signal }, z.unknown()),
    async changes(request, options = {}) {
      const body = validateBody(catalogChangesRequestSchema, request);
      return http.request(
        { method: 'POST', path: '/catalog/changes', body, signal: options.signal },
        catalogChangesResponseSchema,
      );
    },
  };
}

export function createConnectionsClient(http: HttpTransport): ConnectionsClient {
  return {
    test: (id, options = {}) =>
      http.request(
        { method: 'POST', path: `/connection/test/${seg(id)}`, signal: options.signal },
        connectionTestResponseSchema,
      ),
  };
}

export function createAgentsClient(http: HttpTransport): AgentsClient {
  return {
    async generate(request, options = {}) {
      const body = validateBody(
        z.object({
          name: z.string().trim().min(1, 'Name is required'),
          properties: z.record(z.string(), z.string()).optional(),
        }),
        request,
      );
      return http.request(
        { method: 'POST', path: '/agent/generate', body, signal: options.signal },
        agentCredentialsSchema,
      );
    },
  };
}

export function createViewsClient(http: HttpTransport): ViewsClient {
  return {
    run: (id, variables = {}, options = {}) =>
      http.request(
        { method: 'POST', path: `/view/${seg(id)}`, body: { variables }, signal: options.signal },
        z.unknown(),
      ),
    list: (configId, options = {}) =>
      http.request({ path: '/view/list', query: { config_id: configId }, signal: options.signal }, z.unknown()),
  };
}
