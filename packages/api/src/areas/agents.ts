/** Agent registration: `/agent/generate`. */
import { z } from '../schemas/zod';
import { validateBody } from './auth';
import type { HttpTransport, RequestOptions } from '../transport';

export interface AgentsClient {
  /** `POST /agent/generate`: registers an agent and returns its credentials once. */
  generate(
    request: { name: string; properties?: Record<string, string> },
    options?: RequestOptions,
  ): Promise<AgentCredentials>;
}

/** What `/agent/generate` answers; kept open because the credentials differ per auth mode. */
export const agentCredentialsSchema = z.looseObject({
  id: z.optional(z.string()),
  username: z.optional(z.string()),
  password: z.optional(z.string()),
  access_token: z.optional(z.string()),
});

export type AgentCredentials = z.infer<typeof agentCredentialsSchema>;

export function createAgentsClient(http: HttpTransport): AgentsClient {
  return {
    async generate(request, options = {}) {
      const body = validateBody(
        z.object({
          name: z.string().check(z.trim()).check(z.minLength(1, 'Name is required')),
          properties: z.optional(z.record(z.string(), z.string())),
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
