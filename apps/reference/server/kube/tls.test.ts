import { execFile } from 'node:child_process';
import { X509Certificate, createPrivateKey } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { kubeFromEnv } from './endpoint';
import { ensureKubeTls } from './tls';

const mode = (path: string) => statSync(path).mode & 0o777;
const asRoot = process.getuid?.() === 0;

/** Security review S22: the generated CA and server key are trusted only in a folder of the server's own. */
describe('kube TLS material', () => {
  let base: string;
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'mc-kube-tls-'));
  });
  afterEach(() => {
    rmSync(base, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('S22 kube TLS: the default folder is inside the data directory, 0700 with 0600 files', () => {
    const dataDir = join(base, 'data');
    mkdirSync(dataDir);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const kube = kubeFromEnv({} as Database, {}, { port: 0, host: '127.0.0.1', dataDir });
    expect(kube.endpoint?.ca).toContain('BEGIN CERTIFICATE');
    const dir = join(dataDir, 'kube-tls');
    expect(existsSync(join(dir, 'ca.crt'))).toBe(true);
    expect(existsSync(join(base, 'kube-tls'))).toBe(false);
    expect(mode(dir)).toBe(0o700);
    for (const file of ['ca.key', 'ca.crt', 'server.key', 'server.crt']) expect(mode(join(dir, file))).toBe(0o600);
  });

  it('S22 kube TLS: a CA and key planted in a folder with a wider mode are not trusted but made anew, with a log line', () => {
    const planted = ensureKubeTls(join(base, 'elsewhere'));
    const dir = join(base, 'kube-tls');
    cpSync(join(base, 'elsewhere'), dir, { recursive: true });
    chmodSync(dir, 0o777);
    const lines: string[] = [];
    const tls = ensureKubeTls(dir, [], (line) => lines.push(line));
    expect(tls.ca).not.toBe(planted.ca);
    expect(tls.key).not.toBe(planted.key);
    expect(lines.join('\n')).toMatch(/not trusting the CA and key in .*kube-tls: the folder's mode is 0777/);
    expect(mode(dir)).toBe(0o700);
    // What it generated itself is trusted on the next start: the kubeconfigs stay valid.
    expect(ensureKubeTls(dir, [], (line) => lines.push(line)).ca).toBe(tls.ca);
    expect(lines).toHaveLength(1);
  });

  it('a server key that does not match its certificate is replaced, with a log line', () => {
    const dir = join(base, 'kube-tls');
    const first = ensureKubeTls(dir);
    const other = ensureKubeTls(join(base, 'other'));
    writeFileSync(join(dir, 'server.key'), other.key, { mode: 0o600 });
    const lines: string[] = [];
    const tls = ensureKubeTls(dir, [], (line) => lines.push(line));
    expect(tls.cert).not.toBe(first.cert);
    expect(new X509Certificate(tls.cert).checkPrivateKey(createPrivateKey(tls.key))).toBe(true);
    expect(lines[0]).toMatch(/the server key in .*kube-tls does not match its certificate/);
  });

  it('part of a set is made anew', () => {
    const dir = join(base, 'kube-tls');
    ensureKubeTls(dir);
    rmSync(join(dir, 'server.crt'));
    const lines: string[] = [];
    const tls = ensureKubeTls(dir, [], (line) => lines.push(line));
    expect(new X509Certificate(tls.cert).checkPrivateKey(createPrivateKey(tls.key))).toBe(true);
    expect(lines[0]).toMatch(/holds only part of a certificate set/);
  });

  it('servers started at once on one folder end up with one matching set, and leave no work folders', async () => {
    const dir = join(base, 'data', 'kube-tls');
    const module = join(dirname(fileURLToPath(import.meta.url)), 'tls.ts');
    const script = `import { ensureKubeTls } from ${JSON.stringify(module)}; const t = ensureKubeTls(${JSON.stringify(dir)}); process.stdout.write(JSON.stringify(t));`;
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        timeout: 60_000,
      });
    const answers = (await Promise.all([run(), run(), run(), run()])).map(({ stdout }) => JSON.parse(stdout));
    for (const answer of answers) {
      expect(answer.cert).toBe(answers[0].cert);
      expect(new X509Certificate(answer.cert).checkPrivateKey(createPrivateKey(answer.key))).toBe(true);
    }
    expect(readdirSync(join(base, 'data'))).toEqual(['kube-tls']);
    expect(ensureKubeTls(dir).cert).toBe(answers[0].cert);
  });

  it('S22 kube TLS: a readable key (mode wider than 0600) is replaced', () => {
    const dir = join(base, 'kube-tls');
    const first = ensureKubeTls(dir);
    chmodSync(join(dir, 'server.key'), 0o644);
    const lines: string[] = [];
    expect(ensureKubeTls(dir, [], (line) => lines.push(line)).key).not.toBe(first.key);
    expect(lines[0]).toContain("server.key's mode is 0644 (wider than 0600)");
  });

  it.runIf(asRoot)('S22 kube TLS: a file of another owner is replaced; a folder of another owner is refused', () => {
    const dir = join(base, 'kube-tls');
    const first = ensureKubeTls(dir);
    chownSync(join(dir, 'ca.crt'), 65534, 65534);
    const lines: string[] = [];
    expect(ensureKubeTls(dir, [], (line) => lines.push(line)).ca).not.toBe(first.ca);
    expect(lines[0]).toContain('ca.crt is owned by uid 65534');

    chownSync(dir, 65534, 65534);
    expect(() => ensureKubeTls(dir)).toThrow(/owned by uid 65534, not this server's uid 0; refusing/);
    // At start-up the endpoint is switched off with that sentence; the console keeps running.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kube = kubeFromEnv({} as Database, { MC_KUBE_TLS_DIR: dir }, { port: 0, host: '127.0.0.1', dataDir: base });
    expect(kube.endpoint).toBeUndefined();
    expect(errors.mock.calls[0]?.[0]).toMatch(/Kubernetes-style canaries API is off: kube TLS: .* owned by uid 65534/);
  });
});
