import type { Database } from '../db/database';
import { advisoryXactLock } from '../db/advisoryLocks';
import { reconcileCanary } from '../runner/reconcile';
import { ensureDemoPlaybooks } from './playbooks';

export const SELF_CANARY = { name: 'reference-server', namespace: 'mission-control' };

export interface SelfCanaryOptions {
  /** The port this server listens on (known only once it is listening). */
  port: number;
  /** Host to reach this server on; wildcard binds are reached through loopback. */
  host?: string;
  /** A local folder the folder check watches (the data directory). */
  folder: string;
}

/**
 * The demo's live checks: targets that exist on any machine, namely this
 * server's own health endpoint and port, a DNS lookup of localhost, a shell
 * command and the data folder. Created on first start and updated on every
 * start (the port may change), then reconciled so they run at once.
 */
export async function ensureSelfCanary(db: Database, options: SelfCanaryOptions): Promise<string> {
  const host = !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${options.port}`;
  const spec = {
    schedule: '@every 1m',
    http: [
      {
        name: 'server health',
        description: 'This server answers its own health endpoint',
        url: `${origin}/api/health`,
        responseCodes: [200],
        responseContent: 'OK',
        thresholdMillis: 2000,
        labels: { probe: 'http' },
      },
    ],
    tcp: [
      {
        name: 'server port',
        description: 'The server port accepts connections',
        endpoint: `${host.includes(':') ? `[${host}]` : host}:${options.port}`,
        thresholdMillis: 1000,
        labels: { probe: 'tcp' },
      },
    ],
    dns: [
      {
        name: 'localhost lookup',
        description: 'The system resolver knows localhost',
        query: 'localhost',
        querytype: 'A',
        minrecords: 1,
        labels: { probe: 'dns' },
      },
    ],
    exec: [
      {
        name: 'shell echo',
        description: 'A shell command runs and prints ok',
        script: 'echo ok',
        labels: { probe: 'exec' },
      },
    ],
    folder: [
      {
        name: 'data folder',
        description: 'The data folder exists and holds files',
        path: options.folder,
        minCount: 1,
        labels: { probe: 'folder' },
      },
    ],
  };
  const labels = { team: 'platform', env: 'local' };
  const id = await db.transaction(async (tx) => {
    // Two servers starting against one PostgreSQL must not both insert it.
    const lock = advisoryXactLock('selfCanary');
    await tx.query(lock.sql, lock.params);
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE canaries SET spec = $3, labels = $4, deleted_at = NULL, updated_at = now()
       WHERE name = $1 AND namespace = $2 RETURNING id`,
      [SELF_CANARY.name, SELF_CANARY.namespace, spec, labels],
    );
    if (rows[0]) return rows[0].id;
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, labels, spec, source) VALUES ($1, $2, $3, $4, 'UI') RETURNING id`,
      [SELF_CANARY.name, SELF_CANARY.namespace, labels, spec],
    );
    return inserted.rows[0]!.id;
  });
  await reconcileCanary(db, id);
  await ensureDemoPlaybooks(db, origin);
  return id;
}
