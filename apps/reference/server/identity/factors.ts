import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Queryable } from '../db/database';
import { getCredential, setCredential } from './identities';

export const TOTP_ISSUER = 'Mission Control';
const TOTP_PERIOD = 30;

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totp(secret: string, account: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The `otpauth://` URL an authenticator app scans (as a QR code). */
export function totpUrl(secret: string, account: string): string {
  return totp(secret, account).toString();
}

/** The time step a code belongs to (±1 step of clock drift), or null when it is wrong. */
export function totpStep(secret: string, code: string): number | null {
  const cleaned = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(cleaned)) return null;
  const delta = totp(secret, 'x').validate({ token: cleaned, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / TOTP_PERIOD) + delta;
}

interface TotpConfig {
  secret: string;
  last_step?: number;
}

/** Checks a code against the identity's authenticator; a code is accepted once (no replay within its window). */
export async function verifyTotp(db: Queryable, identityId: string, code: string): Promise<'ok' | 'wrong' | 'none'> {
  const config = await getCredential<TotpConfig>(db, identityId, 'totp');
  if (!config?.secret) return 'none';
  const step = totpStep(config.secret, code);
  if (step === null || (config.last_step !== undefined && step <= config.last_step)) return 'wrong';
  await setCredential(db, identityId, 'totp', { ...config, last_step: step });
  return 'ok';
}

// Backup codes (Kratos' lookup secrets): 12 single-use codes, kept only as salted SHA-256 hashes.
export const LOOKUP_CODE_COUNT = 12;
const LOOKUP_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export interface LookupConfig {
  salt: string;
  codes: Array<{ hash: string; used_at: string | null }>;
}

export function newLookupCodes(): string[] {
  return Array.from({ length: LOOKUP_CODE_COUNT }, () =>
    Array.from({ length: 8 }, () => LOOKUP_ALPHABET[randomInt(LOOKUP_ALPHABET.length)]).join(''),
  );
}

const lookupHash = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code.trim().toLowerCase()}`).digest('hex');

export function lookupConfig(codes: string[]): LookupConfig {
  const salt = randomBytes(16).toString('hex');
  return { salt, codes: codes.map((code) => ({ hash: lookupHash(salt, code), used_at: null })) };
}

/** Uses up one backup code. */
export async function redeemLookupCode(
  db: Queryable,
  identityId: string,
  code: string,
): Promise<'ok' | 'used' | 'invalid' | 'none'> {
  const config = await getCredential<LookupConfig>(db, identityId, 'lookup_secret');
  if (!config?.codes?.length) return 'none';
  const wanted = Buffer.from(lookupHash(config.salt, code));
  const match = config.codes.find((entry) => {
    const candidate = Buffer.from(entry.hash);
    return candidate.length === wanted.length && timingSafeEqual(candidate, wanted);
  });
  if (!match) return 'invalid';
  if (match.used_at) return 'used';
  match.used_at = new Date().toISOString();
  await setCredential(db, identityId, 'lookup_secret', config);
  return 'ok';
}
