import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { authenticated } from '../http/access';
import { machineAccess, toolPrincipal, type MachineAccess } from '../auth/machine';
import { inProcessClient, type Dispatch } from './internalApi';
import { createMcpServer } from './server';

export interface McpRoutesOptions {
  /** The `/api` app itself: tools call its routes in process (paths without `/api`). */
  dispatch: Dispatch;
  /** Reported as the server's version. */
  version: string;
  /** Who may call and what they may do. @default machineAccess({ owner: true }): tools act with the token owner's rights, narrowed by the token's other scope entries */
  access?: MachineAccess;
}

/** A JSON-RPC error object, so MCP clients show the reason instead of a bare HTTP status. */
function refusal(c: Context<AppEnv>, status: 401 | 403 | 405, message: string) {
  const headers: Record<string, string> = {};
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer realm="mission-control"';
  if (status === 405) headers.Allow = 'POST';
  return c.json({ jsonrpc: '2.0', error: { code: -32001, message }, id: null }, status, headers);
}

/**
 * The MCP endpoint (the backend's `/mcp`), Streamable HTTP in stateless mode: every POST is
 * answered on its own with JSON, so no session state lives in the process and any number of
 * clients can call. Only access tokens with the `mcp` scope get in.
 */
export function mcpRoutes({ dispatch, version, access = machineAccess({ owner: true }) }: McpRoutesOptions) {
  const routes = new Hono<AppEnv>();

  routes.post('/', authenticated(), async (c) => {
    const decision = await access.caller(c, 'mcp');
    if (!decision.ok) return refusal(c, decision.status, decision.message);
    const origin = new URL(c.req.url).origin;
    // An MCP-only token acts with its owner's rights (it must still reach the checks its owner can see); a token
    // scoped to more than mcp acts with only those other entries.
    const owner = toolPrincipal(decision.principal);
    const server = createMcpServer(
      {
        principal: decision.principal,
        client: inProcessClient(dispatch, origin, owner),
        allowed: async (resource, action, target) => access.allowed(c, resource, action, target),
        playbookRun: async (playbookId) => access.playbookRun(c, playbookId),
      },
      version,
    );
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    // The spec's example (and curl) sends no Accept header; the transport insists on both types.
    const headers = new Headers(c.req.raw.headers);
    const accept = headers.get('Accept') ?? '';
    if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
      headers.set('Accept', 'application/json, text/event-stream');
    }
    const request = new Request(c.req.raw.url, { method: 'POST', headers, body: await c.req.raw.arrayBuffer() });
    try {
      return await transport.handleRequest(request);
    } finally {
      await server.close();
    }
  });

  // Stateless: there is no server-to-client stream to open (GET) or session to end (DELETE).
  routes.on(['GET', 'DELETE'], '/', authenticated(), (c) =>
    refusal(c, 405, 'this MCP server is stateless: send requests with POST'),
  );

  return routes;
}
