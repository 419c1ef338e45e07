/** Playbooks and their runs: `/playbook`. */
import { z } from '../schemas/zod';
import {
  type Playbook,
  type PlaybookParamsRequest,
  type PlaybookParamsResponse,
  playbookParamsResponseSchema,
  type PlaybookRun,
  type PlaybookRunRequest,
  playbookRunRequestSchema,
  type PlaybookRunResponse,
  playbookRunResponseSchema,
  playbookRunSchema,
  playbookSchema,
} from '../schemas/playbook';
import { validateBody } from './auth';
import { seg } from './shared';
import type { HttpTransport, RequestOptions } from '../transport';

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

export function createPlaybookClient(http: HttpTransport): PlaybookClient {
  return {
    async list(target = {}, options = {}) {
      const list = await http.request(
        { path: '/playbook/list', query: { ...target }, signal: options.signal },
        z.nullish(z.array(playbookSchema)),
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
