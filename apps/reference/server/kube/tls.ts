import { execFileSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';

export interface KubeTls {
  key: string;
  cert: string;
  /** PEM embedded as the kubeconfig's certificate-authority-data; absent when a configured certificate is publicly trusted. */
  ca?: string;
}

/** The files the generated material consists of; the keys are secrets, the certificates must not be swapped. */
const MATERIAL = ['ca.key', 'ca.crt', 'ca.srl', 'server.key', 'server.csr', 'server.crt', 'server.ext'];

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

/**
 * S22: the folder holding the CA and server key must be this server's own (owner = its uid, a real
 * directory, mode 0700 or narrower), else anyone who could write there might have planted a key and
 * CA and read kubectl traffic. A folder owned by someone else is refused (thrown); in our own folder,
 * material with a wider mode or another owner is removed and made anew, with a log line saying why.
 * Returns whether the existing material may be trusted.
 */
function trustedMaterial(dir: string, log: (line: string) => void): boolean {
  const uid = process.getuid?.();
  if (uid === undefined || !existsSync(dir)) return true;
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) throw new Error(`kube TLS: ${dir} is not a directory (a link?); refusing to use it`);
  if (stat.uid !== uid) {
    throw new Error(
      `kube TLS: ${dir} is owned by uid ${stat.uid}, not this server's uid ${uid}; refusing to trust a CA and key there (remove it, or set MC_KUBE_TLS_DIR to a folder of this server's own)`,
    );
  }
  const problems: string[] = [];
  if (stat.mode & 0o077) problems.push(`the folder's mode is ${octal(stat.mode)} (wider than 0700)`);
  const present = readdirSync(dir);
  for (const name of MATERIAL.filter((file) => present.includes(file))) {
    const file = lstatSync(join(dir, name));
    if (!file.isFile()) problems.push(`${name} is not a regular file`);
    else if (file.uid !== uid) problems.push(`${name} is owned by uid ${file.uid}`);
    else if (file.mode & 0o077) problems.push(`${name}'s mode is ${octal(file.mode)} (wider than 0600)`);
  }
  chmodSync(dir, 0o700);
  if (!problems.length) return true;
  log(
    `kube TLS: not trusting the CA and key in ${dir}: ${problems.join('; ')}. Generating new ones; kubeconfigs downloaded before must be downloaded again.`,
  );
  for (const name of MATERIAL) rmSync(join(dir, name), { force: true });
  return false;
}

/** The material in `dir`, when all of it is there and the server key is the one its certificate names. */
function readMaterial(dir: string, log: (line: string) => void): KubeTls | null {
  const path = (name: string) => join(dir, name);
  if (!existsSync(path('server.crt')) || !existsSync(path('server.key')) || !existsSync(path('ca.crt'))) {
    // Part of a set (a generation cut off before this server moved material in whole) is made anew.
    const partial = MATERIAL.filter((name) => existsSync(path(name)));
    if (partial.length) {
      log(`kube TLS: ${dir} holds only part of a certificate set (${partial.join(', ')}). Generating new ones.`);
      for (const name of partial) rmSync(path(name), { force: true });
    }
    return null;
  }
  const material = {
    key: readFileSync(path('server.key'), 'utf8'),
    cert: readFileSync(path('server.crt'), 'utf8'),
    ca: readFileSync(path('ca.crt'), 'utf8'),
  };
  let matches = false;
  try {
    matches = new X509Certificate(material.cert).checkPrivateKey(createPrivateKey(material.key));
  } catch {
    // Unreadable PEM: made anew below, like a key that does not match.
  }
  if (matches) return material;
  log(
    `kube TLS: the server key in ${dir} does not match its certificate. Generating new ones; kubeconfigs downloaded before must be downloaded again.`,
  );
  for (const name of MATERIAL) rmSync(path(name), { force: true });
  return null;
}

/** Makes the CA and the server certificate in `work` (a new, empty folder). */
function generateMaterial(work: string, extraNames: string[]): void {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: work, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '3650',
    '-subj',
    '/CN=Mission Control kube CA',
  );
  openssl('req', '-new', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=mission-control');
  const names = [...new Set(['localhost', hostname(), ...extraNames].filter(Boolean))];
  const alt = [...names.map((name) => `DNS:${name}`), 'IP:127.0.0.1', 'IP:::1'].join(',');
  writeFileSync(
    join(work, 'server.ext'),
    `basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=${alt}\n`,
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.crt',
    '-days',
    '825',
    '-extfile',
    'server.ext',
  );
  for (const name of MATERIAL) if (existsSync(join(work, name))) chmodSync(join(work, name), 0o600);
}

/**
 * Node can make keys but not certificates, so the `openssl` command (in every Debian image) makes
 * them, once: a certificate authority and a server certificate it signs, for localhost, the loopback
 * addresses, this host's name and `extraNames`. They are kept in `dir`, so every kubeconfig
 * downloaded before a restart stays valid. The folder is 0700 and every file 0600 (see trustedMaterial).
 *
 * Servers started at once on one folder (several instances from one checkout) must not mix their keys: each
 * makes its material in a private folder beside `dir` and moves it into place with one rename, which only the
 * first succeeds at (a rename onto a folder with files in it fails); the others read the winner's.
 */
export function ensureKubeTls(
  dir: string,
  extraNames: string[] = [],
  log: (line: string) => void = (line) => console.warn(line),
): KubeTls {
  trustedMaterial(dir, log);
  const existing = readMaterial(dir, log);
  if (existing) return existing;
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  const work = mkdtempSync(join(parent, `.${basename(dir)}-`));
  try {
    chmodSync(work, 0o700);
    generateMaterial(work, extraNames);
    // An empty folder (made by hand, or left after untrusted material was removed) is replaced by the rename.
    if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true, force: true });
    try {
      renameSync(work, dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      // Another server moved its material in first.
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const material = readMaterial(dir, log);
  if (!material) throw new Error(`kube TLS: ${dir} holds no usable certificate and key after generating them`);
  return material;
}

/**
 * MC_KUBE_TLS_CERT / MC_KUBE_TLS_KEY (PEM files) replace the generated pair; MC_KUBE_TLS_CA names the
 * CA to embed in kubeconfigs (omit it for a publicly trusted certificate).
 */
export function kubeTlsFromEnv(env: NodeJS.ProcessEnv, defaultDir: string): KubeTls {
  const certFile = env.MC_KUBE_TLS_CERT;
  const keyFile = env.MC_KUBE_TLS_KEY;
  if (certFile || keyFile) {
    if (!certFile || !keyFile) throw new Error('set both MC_KUBE_TLS_CERT and MC_KUBE_TLS_KEY, or neither');
    return {
      cert: readFileSync(certFile, 'utf8'),
      key: readFileSync(keyFile, 'utf8'),
      ...(env.MC_KUBE_TLS_CA ? { ca: readFileSync(env.MC_KUBE_TLS_CA, 'utf8') } : {}),
    };
  }
  return ensureKubeTls(
    env.MC_KUBE_TLS_DIR || defaultDir,
    (env.MC_KUBE_TLS_NAMES ?? '').split(',').map((n) => n.trim()),
  );
}
