import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';

/**
 * The MCP SDK's own client against the app in process (`app.request` as its
 * fetch): the same protocol as over a port, without opening one.
 */
export async function mcpClient(app: Pick<Hono<AppEnv>, 'request'>, accessToken: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('http://localhost/api/mcp'), {
      requestInit: { headers: { Authorization: `Bearer ${accessToken}` } },
      fetch: (url, init) => Promise.resolve(app.request(String(url), init)),
    }),
  );
  return client;
}

/** A tool's text content (its message when it failed). */
export function toolText(result: object): string {
  const content = ((result as { content?: unknown }).content ?? []) as Array<{ type: string; text?: string }>;
  return content.map((part) => part.text ?? '').join('\n');
}
