import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { MissionControlClient, ResourceArea } from '@mission-control/api';
import type { Principal } from '../context';
import type { AccessTarget } from '../auth/machine';

/** What every tool handler gets: the caller, its permission checks and the API. */
export interface ToolContext {
  principal: Principal;
  /**
   * The console's own API client (`@mission-control/api`), over the in-process dispatch (mcp/internalApi.ts): the
   * same routes, read models, validation, permission checks and error sentences as the console, parsed by api's
   * schemas.
   */
  client: MissionControlClient;
  allowed(resource: ResourceArea, action: 'read' | 'write', target?: AccessTarget): Promise<boolean>;
  playbookRun(playbookId: string): Promise<boolean>;
}

/** A refusal or bad input: reported to the assistant as a tool error, with the HTTP API's message. */
export class ToolError extends Error {}

/** The HTTP API's wording for a refused action (playbooks/routes.ts). */
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

/** An id argument, refused with a message that names what it should be (any 8-4-4-4-12 hex id, as the API takes). */
export const idOf = (what: string) => z.guid(`must be a ${what} id (UUID)`);

/** Whether a text is such an id. */
export const isId = (value: string) => z.guid().safeParse(value).success;

/**
 * An api schema as an MCP output schema: the SDK writes output schemas as JSON Schema of their output side, where
 * a transform (e.g. api's incident severity, a number or a word read as text) cannot be written. The transformed
 * values still match the input side, so each transform is replaced by the schema it reads. The copy is built with
 * classic zod's functions, so it has classic methods whichever build (classic or `zod/mini`) the api schema used.
 */
export function wire<T extends z.core.$ZodType>(schema: T): T {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'pipe':
      return wire(def.in as z.core.$ZodType) as unknown as T;
    case 'optional':
      return z.optional(wire(def.innerType as z.core.$ZodType)) as unknown as T;
    case 'nullable':
      return z.nullable(wire(def.innerType as z.core.$ZodType)) as unknown as T;
    case 'array':
      return z.array(wire(def.element as z.core.$ZodType)) as unknown as T;
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, z.core.$ZodType>).map(([key, value]) => [key, wire(value)]),
      );
      return (def.catchall
        ? z.object(shape).catchall(def.catchall as z.core.$ZodType)
        : z.object(shape)) as unknown as T;
    }
    default:
      return schema;
  }
}
