/** What the MCP setup and Token Created dialogs show (spec: shell and access, §7). */

export const MCP_PROTOCOL_VERSION = '2024-11-05';

/** The body of the example `initialize` call. */
export const MCP_INITIALIZE_REQUEST = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: MCP_PROTOCOL_VERSION,
    capabilities: {},
    clientInfo: { name: 'example', version: '1.0.0' },
  },
} as const;

/** The MCP endpoint is the backend address plus `/mcp`. */
export function mcpEndpoint(backendUrl: string): string {
  return `${backendUrl.replace(/\/+$/, '')}/mcp`;
}

/** How a client sends an access token: a bearer header, or basic auth with the user name `token`. */
export function tokenAuthorization(token: string, scheme: 'bearer' | 'basic' = 'bearer'): string {
  if (scheme === 'bearer') return `Bearer ${token}`;
  const bytes = new TextEncoder().encode(`token:${token}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** A client configuration for MCP clients that take a URL and headers (Streamable HTTP). */
export function mcpClientConfig(backendUrl: string, token: string, name = 'mission-control') {
  return {
    mcpServers: { [name]: { url: mcpEndpoint(backendUrl), headers: { Authorization: tokenAuthorization(token) } } },
  };
}
