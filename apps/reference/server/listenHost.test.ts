import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killServer, startServer, waitForHealth, type ServerProcess } from './testing/serverProcess';

/** Local addresses (hex, as /proc/net/tcp writes them) of the sockets listening on `port`. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') // 0A: LISTEN
    .map((fields) => fields[1]!.split(':')[0]!);
}

describe('S22: without HOST the server listens on loopback only', () => {
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-host-'));
  afterAll(async () => {
    if (server) await killServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('S22: HOST unset: the console and the kube port bind 127.0.0.1, and the start says so', async () => {
    const port = await freePort();
    const kubePort = await freePort();
    server = startServer({
      dataDir: join(dataDir, 'pglite'),
      port,
      env: { HOST: '', MC_RUNNER: 'false', MC_KUBE_PORT: String(kubePort) },
    });
    await waitForHealth(server);
    await server.printed('is listening at https://localhost:');
    expect(server.output()).toContain(
      `Listening on 127.0.0.1:${port} only; set HOST=0.0.0.0 to accept connections from other machines.`,
    );
    if (existsSync('/proc/net/tcp')) {
      // 0100007F is 127.0.0.1; before, both were 00000000 (0.0.0.0, every interface).
      expect(listeningAddresses(port)).toEqual(['0100007F']);
      expect(listeningAddresses(kubePort)).toEqual(['0100007F']);
    }
  }, 180_000);
});
