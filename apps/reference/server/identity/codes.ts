import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Wrong guesses allowed per code before it is burnt (a 6-digit code must not be brute-forced). */
export const CODE_MAX_ATTEMPTS = 5;

const codeHash = (flowId: string, code: string) =>
  createHash('sha256').update(`${flowId}:${code.trim()}`).digest('hex');

/** A fresh 6-digit code for a recovery or verification flow; earlier unused codes of the flow stop working. */
export async function issueCode(
  db: Queryable,
  input: {
    flowId: string;
    kind: 'recovery' | 'verification';
    identityId: string | null;
    address: string;
    ttlMs: number;
  },
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query('UPDATE selfservice_codes SET used_at = now() WHERE flow_id = $1 AND used_at IS NULL', [input.flowId]);
  await db.query(
    `INSERT INTO selfservice_codes (flow_id, kind, identity_id, address, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      input.flowId,
      input.kind,
      input.identityId,
      input.address,
      codeHash(input.flowId, code),
      new Date(Date.now() + input.ttlMs),
    ],
  );
  return code;
}

/** Uses up the flow's current code when `code` matches; every miss counts towards the attempt limit. */
export async function redeemCode(
  db: Queryable,
  flowId: string,
  kind: 'recovery' | 'verification',
  code: string,
): Promise<{ identityId: string; address: string } | null> {
  const { rows } = await db.query<{
    id: string;
    identity_id: string | null;
    address: string;
    code_hash: string;
    attempts: number;
  }>(
    `SELECT id, identity_id, address, code_hash, attempts FROM selfservice_codes
     WHERE flow_id = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
     ORDER BY created_at DESC LIMIT 1`,
    [flowId, kind],
  );
  const current = rows[0];
  if (!current || current.attempts >= CODE_MAX_ATTEMPTS) return null;
  if (!/^\d{6}$/.test(code.trim()) || current.code_hash !== codeHash(flowId, code)) {
    await db.query('UPDATE selfservice_codes SET attempts = attempts + 1 WHERE id = $1', [current.id]);
    return null;
  }
  // The conditional update makes a code single-use even when two submits race.
  const { affectedRows } = await db.query(
    'UPDATE selfservice_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL',
    [current.id],
  );
  if (!affectedRows || !current.identity_id) return null;
  return { identityId: current.identity_id, address: current.address };
}
