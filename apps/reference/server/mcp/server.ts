import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerResources } from './resources';
import type { ToolContext } from './toolkit';
import { registerCatalogTools } from './tools/catalog';
import { registerChangeTools } from './tools/changes';
import { registerInsightTools } from './tools/insights';
import { registerScraperTools } from './tools/scrapers';
import { registerCheckTools } from './tools/checks';
import { registerIncidentTools } from './tools/incidents';
import { registerPlaybookTools } from './tools/playbooks';
import { registerTopologyTools } from './tools/topology';
import { registerNotificationTools } from './tools/notifications';

/** One MCP server per request (stateless): its tools act as the request's caller. */
export function createMcpServer(context: ToolContext, version: string): McpServer {
  const server = new McpServer(
    { name: 'mission-control', version },
    {
      capabilities: { tools: {}, resources: {}, prompts: {} },
      instructions:
        'Mission Control health checks, playbooks and incidents. Start with search_health_checks to find checks, ' +
        'get_check_detail to understand one, and the diagnose_failing_check prompt for a guided diagnosis.',
    },
  );
  registerCheckTools(server, context);
  registerPlaybookTools(server, context);
  registerIncidentTools(server, context);
  registerCatalogTools(server, context);
  registerChangeTools(server, context);
  registerInsightTools(server, context);
  registerScraperTools(server, context);
  registerTopologyTools(server, context);
  registerNotificationTools(server, context);
  registerResources(server, context);
  return server;
}
