import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smb2Dialect, smb2Negotiate } from './drivers';
import { connectionRow as connection } from '../testing/connections';
import { testConnection } from './test';

const listen = (server: net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const { STATUS_CODE } = ssh2.utils.sftp;

/**
 * A real SSH server in this process (generated host key, password login)
 * whose SFTP subsystem serves `root`: STAT, OPENDIR/READDIR/CLOSE, REALPATH.
 */
function sftpServer(root: string, login: { username: string; password: string }) {
  const hostKey = ssh2.utils.generateKeyPairSync('ed25519');
  return new ssh2.Server({ hostKeys: [hostKey.private] }, (client) => {
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === login.username && ctx.password === login.password) {
        return ctx.accept();
      }
      ctx.reject(['password']);
    });
    client.on('error', () => undefined);
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const local = (path: string) => join(root, path === '.' ? '' : path);
          const attrs = (path: string) => {
            const info = statSync(path);
            return { mode: info.mode, uid: info.uid, gid: info.gid, size: info.size, atime: 0, mtime: 0 };
          };
          const listed = new Set<string>();
          sftp.on('REALPATH', (id, path) => sftp.name(id, [{ filename: path, longname: path, attrs: attrs(root) }]));
          sftp.on('STAT', (id, path) => {
            try {
              sftp.attrs(id, attrs(local(path)));
            } catch {
              sftp.status(id, STATUS_CODE.NO_SUCH_FILE, 'No such file');
            }
          });
          sftp.on('OPENDIR', (id, path) => sftp.handle(id, Buffer.from(path)));
          sftp.on('READDIR', (id, handle) => {
            const path = handle.toString();
            if (listed.has(path)) return sftp.status(id, STATUS_CODE.EOF);
            listed.add(path);
            const names = readdirSync(local(path)).map((filename) => ({
              filename,
              longname: filename,
              attrs: attrs(join(local(path), filename)),
            }));
            sftp.name(id, names);
          });
          sftp.on('CLOSE', (id) => sftp.status(id, STATUS_CODE.OK));
        });
      });
    });
  });
}

describe('connection test: SFTP against an in-process SSH server', () => {
  const root = mkdtempSync(join(tmpdir(), 'mc-sftp-'));
  const server = sftpServer(root, { username: 'deploy', password: 'right' });
  let port = 0;
  beforeAll(async () => {
    mkdirSync(join(root, 'uploads'));
    writeFileSync(join(root, 'a.txt'), 'a');
    port = await listen(server);
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  const sftp = (password: string, path?: string) =>
    connection('sftp', {
      username: 'deploy',
      password,
      properties: { host: '127.0.0.1', port, ...(path ? { path } : {}) },
    });

  it('logs in and lists the home folder, or stats the given path', async () => {
    expect(await testConnection(sftp('right'))).toEqual({
      ok: true,
      message: `SFTP 127.0.0.1:${port}: logged in, 2 entries in the home folder`,
    });
    expect(await testConnection(sftp('right', 'uploads'))).toEqual({
      ok: true,
      message: `SFTP 127.0.0.1:${port}: uploads is a folder`,
    });
    expect(await testConnection(sftp('right', 'a.txt'))).toEqual({
      ok: true,
      message: `SFTP 127.0.0.1:${port}: a.txt is a file`,
    });
  });
  it("reports a wrong password and a missing path with the driver's message", async () => {
    expect(await testConnection(sftp('wrong'))).toEqual({
      ok: false,
      message: 'All configured authentication methods failed',
    });
    expect(await testConnection(sftp('right', 'missing'))).toEqual({ ok: false, message: 'missing: No such file' });
  });
});

describe("connection test: MySQL, SQL Server, MongoDB, LDAP report their driver's message", () => {
  let refused = 0;
  const sockets = new Set<net.Socket>();
  // Answers every connection as an HTTP server would, then hangs up: the wrong protocol.
  const wrong = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n');
  });
  let wrongPort = 0;
  beforeAll(async () => {
    refused = await closedPort();
    wrongPort = await listen(wrong);
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    wrong.close();
  });

  it.each([
    ['mysql', () => `mysql://root@127.0.0.1:${refused}/app`],
    ['sql_server', () => `127.0.0.1:${refused}`],
    ['mongo', () => `mongodb://127.0.0.1:${refused}/app`],
    ['ldap', () => `ldap://127.0.0.1:${refused}`],
  ])('%s: a refused port', async (type, url) => {
    const result = await testConnection(connection(type, { url: url(), username: 'u', password: 'p' }), 3000);
    expect(result.ok).toBe(false);
    // tedious words it as 'Failed to connect to host:port - Could not connect (sequence)'.
    expect(result.message).toMatch(
      type === 'sql_server' ? /^ESOCKET: Failed to connect to 127.0.0.1:\d+/ : /ECONNREFUSED/,
    );
  });

  it('MySQL and SQL Server: a server that speaks another protocol', async () => {
    const mysql = await testConnection(connection('mysql', { url: `127.0.0.1:${wrongPort}`, username: 'u' }), 5000);
    expect(mysql.ok).toBe(false);
    expect(mysql.message).toMatch(/Connection lost|protocol|closed|handshake/i);
    const mssql = await testConnection(connection('sql_server', { url: `127.0.0.1:${wrongPort}` }), 5000);
    expect(mssql.ok).toBe(false);
    expect(mssql.message).toMatch(/Connection lost|closed|socket|ECONNRESET|parse/i);
  });

  it('mongo refuses a URL of another scheme before connecting', async () => {
    expect(await testConnection(connection('mongo', { url: 'http://127.0.0.1:1/' }))).toEqual({
      ok: false,
      message: 'url must be a mongodb:// or mongodb+srv:// URL',
    });
  });
});

describe('connection test: SMB2 negotiate', () => {
  it('the request is an SMB2 NEGOTIATE in its direct-TCP frame', () => {
    const request = smb2Negotiate();
    expect(request.readUInt32BE(0)).toBe(request.length - 4);
    expect(request.toString('latin1', 4, 8)).toBe('\xfeSMB');
    expect(request.readUInt16LE(4 + 12)).toBe(0);
    expect(request.readUInt16LE(4 + 64 + 2)).toBe(4);
  });

  it('reads the dialect a server picks; another protocol or a closed port fails', async () => {
    // A minimal responder that answers NEGOTIATE with dialect 3.0.2, as a Samba or Windows server would.
    const smb = net.createServer((socket) =>
      socket.once('data', () => {
        const response = Buffer.alloc(4 + 64 + 65);
        response.writeUInt32BE(64 + 65, 0);
        response.write('\xfeSMB', 4, 'latin1');
        response.writeUInt16LE(64, 8);
        response.writeUInt16LE(65, 4 + 64);
        response.writeUInt16LE(0x0302, 4 + 64 + 4);
        socket.end(response);
      }),
    );
    const port = await listen(smb);
    const httpServer = http.createServer((_req, res) => res.end('no'));
    const httpPort = await listen(httpServer);
    try {
      expect(await testConnection(connection('smb', { properties: { server: '127.0.0.1', port } }))).toEqual({
        ok: true,
        message: `SMB at 127.0.0.1:${port} negotiated dialect 3.0.2; share and credentials not verified: this server has no SMB client`,
      });
      expect(await testConnection(connection('smb', { properties: { server: '127.0.0.1', port: httpPort } }))).toEqual({
        ok: false,
        message: `127.0.0.1:${httpPort} accepted TCP but did not answer an SMB2 negotiate`,
      });
      const closed = await closedPort();
      const refused = await testConnection(connection('smb', { properties: { server: '127.0.0.1', port: closed } }));
      expect(refused.message).toContain('ECONNREFUSED');
    } finally {
      smb.close();
      httpServer.close();
    }
    expect(smb2Dialect(Buffer.from('HTTP/1.1 400'))).toBeUndefined();
  });
});
