/** Agent registration: `/agent/generate`. */
import { z } from 'zod';
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
export const agentCredentialsSchema = z
  .object({
    id: z.string().optional(),
    username: z.string().optional(),
    password: z.string().optional(),
    access_token: z.string().optional(),
  })
  .loose();

export type AgentCredentials = z.infer<typeof agentCredentialsSchema>;

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
