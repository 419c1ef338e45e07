import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export interface KubeTls {
  key: string;
  cert: string;
  /** PEM embedded as the kubeconfig's certificate-authority-data; absent when a configured certificate is publicly trusted. */
  ca?: string;
}

/**
 * Node can make keys but not certificates, so the `openssl` command (in every Debian image) makes
 * them, once: a certificate authority and a server certificate it signs, for localhost, the loopback
 * addresses, this host's name and `extraNames`. They are kept in `dir`, so every kubeconfig
 * downloaded before a restart stays valid. Keys are written mode 0600.
 */
export function ensureKubeTls(dir: string, extraNames: string[] = []): KubeTls {
  const path = (name: string) => join(dir, name);
  if (!existsSync(path('server.crt')) || !existsSync(path('server.key')) || !existsSync(path('ca.crt'))) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
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
      path('server.ext'),
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
  }
  return {
    key: readFileSync(path('server.key'), 'utf8'),
    cert: readFileSync(path('server.crt'), 'utf8'),
    ca: readFileSync(path('ca.crt'), 'utf8'),
  };
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
