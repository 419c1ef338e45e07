import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { MissionControlClient, ResourceArea } from '@mission-control/api';
import type { Principal } from '../context';
import type { AccessTarget } from '../auth/machine';
import type { InternalApi } from './internalApi';
import { UUID_PATTERN } from '../http/input';

/** What every tool handler gets: the caller, its permission checks and the in-process API. */
export interface ToolContext {
  principal: Principal;
  api: InternalApi;
  /** The console's own API client, over the same in-process dispatch (for multi-step writes). */
  client: MissionControlClient;
  allowed(resource: ResourceArea, action: 'read' | 'write', target?: AccessTarget): Promise<boolean>;
  playbookRun(playbookId: string): Promise<boolean>;
}

/** A refusal or bad input: reported to the assistant as a tool error, with the HTTP API's message. */
export class ToolError extends Error {}

/** The HTTP API's wording for a refused action (routes/playbook.ts). */
export function forbidden(principal: Principal, action: 'read' | 'write', resource: ResourceArea): ToolError {
  return new ToolError(`${action} on ${resource} is not granted to ${principal.email}`);
}

export async function requireAllowed(
  context: ToolContext,
  resource: ResourceArea,
  action: 'read' | 'write',
  target?: AccessTarget,
): Promise<void> {
  if (!(await context.allowed(resource, action, target))) throw forbidden(context.principal, action, resource);
}

/** Structured content plus the same JSON as text, for clients that read only `content`. */
export function structured<T extends Record<string, unknown>>(value: T): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], structuredContent: value };
}

/**
 * Every failure of a tool becomes an MCP tool error (`isError`), so the assistant reads the
 * message and can correct itself; nothing is thrown as a protocol error.
 */
export function toolHandler<A>(run: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      return await run(args);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { content: [{ type: 'text', text: message }], isError: true };
    }
  };
}

/** `?a=1&b=2` from defined values only. */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export { UUID_PATTERN };

/** An id argument, refused with a message that names what it should be. */
export const idOf = (what: string) => z.string().regex(UUID_PATTERN, `must be a ${what} id (UUID)`);
