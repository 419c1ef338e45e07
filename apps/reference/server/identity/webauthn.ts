import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Queryable } from '../db/database';
import { publicBase } from './config';
import { getCredential, setCredential } from './identities';

export interface StoredWebAuthnCredential {
  id: string;
  public_key: string;
  counter: number;
  transports?: string[];
  display_name: string;
  added_at: string;
}

export interface WebAuthnConfig {
  credentials: StoredWebAuthnCredential[];
}

/** The relying party is the console's own origin (MC_PUBLIC_URL or the request's). */
function relyingParty(requestUrl: string) {
  const origin = new URL(publicBase(requestUrl)).origin;
  return { origin, rpID: new URL(origin).hostname };
}

export async function webauthnCredentials(db: Queryable, identityId: string): Promise<StoredWebAuthnCredential[]> {
  return (await getCredential<WebAuthnConfig>(db, identityId, 'webauthn'))?.credentials ?? [];
}

export async function registrationOptions(
  requestUrl: string,
  identityId: string,
  email: string,
  existing: StoredWebAuthnCredential[],
) {
  const { rpID } = relyingParty(requestUrl);
  return generateRegistrationOptions({
    rpName: 'Mission Control',
    rpID,
    userName: email,
    userID: new TextEncoder().encode(identityId),
    attestationType: 'none',
    excludeCredentials: existing.map((cred) => ({ id: cred.id, transports: cred.transports ?? [] })),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
  });
}

function parseResponse<T>(raw: unknown): T | null {
  try {
    const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

/** Verifies a new authenticator's answer to the registration challenge and stores its public key. */
export async function finishRegistration(
  db: Queryable,
  requestUrl: string,
  identityId: string,
  challenge: string,
  raw: unknown,
  displayName: string,
): Promise<boolean> {
  const response = parseResponse<RegistrationResponseJSON>(raw);
  if (!response) return false;
  const { origin, rpID } = relyingParty(requestUrl);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return false;
  const { credential } = result.registrationInfo;
  const existing = await webauthnCredentials(db, identityId);
  existing.push({
    id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    ...(credential.transports ? { transports: credential.transports } : {}),
    display_name: displayName.trim().slice(0, 100) || 'Security key',
    added_at: new Date().toISOString(),
  });
  await setCredential(db, identityId, 'webauthn', { credentials: existing });
  return true;
}

export async function authenticationOptions(requestUrl: string, existing: StoredWebAuthnCredential[]) {
  const { rpID } = relyingParty(requestUrl);
  return generateAuthenticationOptions({
    rpID,
    allowCredentials: existing.map((cred) => ({ id: cred.id, transports: (cred.transports ?? []) as never })),
    userVerification: 'preferred',
  });
}

/** Verifies a signed challenge with one of the identity's keys; the signature counter must move forward. */
export async function finishAuthentication(
  db: Queryable,
  requestUrl: string,
  identityId: string,
  challenge: string,
  raw: unknown,
): Promise<boolean> {
  const response = parseResponse<AuthenticationResponseJSON>(raw);
  if (!response || typeof response.id !== 'string') return false;
  const existing = await webauthnCredentials(db, identityId);
  const stored = existing.find((cred) => cred.id === response.id);
  if (!stored) return false;
  const { origin, rpID } = relyingParty(requestUrl);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
    credential: {
      id: stored.id,
      publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
      counter: stored.counter,
      ...(stored.transports ? { transports: stored.transports as never } : {}),
    },
  }).catch(() => null);
  if (!result?.verified) return false;
  stored.counter = result.authenticationInfo.newCounter;
  await setCredential(db, identityId, 'webauthn', { credentials: existing });
  return true;
}
