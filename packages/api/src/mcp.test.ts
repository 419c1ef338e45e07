import { describe, expect, it } from 'vitest';
import { MCP_INITIALIZE_REQUEST, mcpClientConfig, mcpEndpoint, tokenAuthorization } from './mcp';

describe('mcp', () => {
  it.each([
    ['https://mc.example', 'https://mc.example/mcp'],
    ['https://mc.example///', 'https://mc.example/mcp'],
    ['', '/mcp'],
  ])('%s → %s', (base, endpoint) => {
    expect(mcpEndpoint(base)).toBe(endpoint);
  });

  it.each([
    ['tok', 'bearer' as const, 'Bearer tok'],
    ['tok', 'basic' as const, 'Basic dG9rZW46dG9r'],
    ['ü.é', 'basic' as const, `Basic ${Buffer.from('token:ü.é').toString('base64')}`],
  ])('authorises %s as %s', (token, scheme, header) => {
    expect(tokenAuthorization(token, scheme)).toBe(header);
  });

  it('builds the initialize example and a client configuration', () => {
    expect(MCP_INITIALIZE_REQUEST).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2024-11-05' },
    });
    expect(mcpClientConfig('https://mc.example/', 't')).toEqual({
      mcpServers: { 'mission-control': { url: 'https://mc.example/mcp', headers: { Authorization: 'Bearer t' } } },
    });
  });
});
