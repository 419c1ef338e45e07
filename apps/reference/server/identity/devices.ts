import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Queryable } from '../db/database';
import { hashToken, secureCookies } from './sessions';

/**
 * The "known device" cookie: set after a successful password sign-in, it lets the right password from that browser
 * through the per-identifier back-off, so a stranger hammering an account can not lock its owner out (S10).
 */
export const DEVICE_COOKIE = 'mc_device';
const DEVICE_LIFESPAN_S = 365 * 24 * 60 * 60;
/** Devices remembered per identity; the oldest go first. */
const MAX_DEVICES = 20;

/** The SHA-256 of the request's device cookie, or undefined without a well-formed one. */
export function deviceKeyOf(c: Context): string | undefined {
  const cookie = getCookie(c, DEVICE_COOKIE);
  return cookie && /^[\w-]{30,100}$/.test(cookie) ? hashToken(cookie) : undefined;
}

export async function isKnownDevice(db: Queryable, deviceKey: string, identityId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM identity_devices WHERE token_hash = $1 AND identity_id = $2', [
    deviceKey,
    identityId,
  ]);
  return rows.length > 0;
}

/** Marks the browser as a known device of the identity (a fresh cookie unless it already is one). */
export async function rememberDevice(c: Context, db: Queryable, identityId: string): Promise<void> {
  const key = deviceKeyOf(c);
  if (key) {
    const { affectedRows } = await db.query(
      'UPDATE identity_devices SET last_used_at = now() WHERE token_hash = $1 AND identity_id = $2',
      [key, identityId],
    );
    if (affectedRows > 0) return;
  }
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO identity_devices (token_hash, identity_id) VALUES ($1, $2)', [
    hashToken(token),
    identityId,
  ]);
  await db.query(
    `DELETE FROM identity_devices WHERE identity_id = $1 AND token_hash NOT IN (
       SELECT token_hash FROM identity_devices WHERE identity_id = $1 ORDER BY last_used_at DESC LIMIT ${MAX_DEVICES})`,
    [identityId],
  );
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: secureCookies(),
    maxAge: DEVICE_LIFESPAN_S,
  });
}
