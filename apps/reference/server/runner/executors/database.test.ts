import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeCheck } from '../execute';
import { MAX_REDIS_REPLY_BYTES } from './database';

describe('redis check', () => {
  let server: Server;
  let port = 0;
  let sent = 0;

  beforeAll(async () => {
    // Not a redis: it answers AUTH + PING with an endless line that never ends in CRLF.
    server = createServer((socket) => {
      socket.on('error', () => undefined);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!socket.destroyed && sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once('drain', pump);
        }
      };
      socket.once('data', pump);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('S22: stops reading a reply stream past 1 MiB and fails with a clear message', async () => {
    const check = {
      id: 'x',
      canary_id: 'y',
      type: 'redis',
      name: 'not-redis',
      namespace: null,
      description: null,
      labels: null,
      spec: { addr: `127.0.0.1:${port}`, password: 'p' },
    };
    const result = await executeCheck(check, 5000);
    expect(result.pass).toBe(false);
    expect(result.error).toBe(
      `redis 127.0.0.1:${port} sent more than ${MAX_REDIS_REPLY_BYTES} bytes without the expected replies; is it a redis server?`,
    );
    // The connection was closed at the cap, long before the server ran out of data to send.
    expect(sent).toBeLessThan(16 * 1024 * 1024);
  });
});
