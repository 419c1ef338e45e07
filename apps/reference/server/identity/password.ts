import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) at OWASP's recommended cost: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is no denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 1024;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_COST);
}

/** A fixed hash verified when the identifier is unknown, so the answer takes as long either way. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hashed: string | undefined, password: string): Promise<boolean> {
  if (!hashed) {
    dummyHash ??= hashPassword('not-a-password-of-anyone');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}

function longestCommonSubstring(a: string, b: string): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        if (current[j]! > best) best = current[j]!;
      }
    }
    previous = current;
  }
  return best;
}

/**
 * Why a password may not be used (Kratos' reasons for message 4000005), or null when it is acceptable:
 * too short, too long, or equal or too similar to the identifier (either contains the other, ignoring case,
 * or they share a run of characters at least half as long as the longer of the two).
 */
export function passwordProblem(password: string, identifier: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `password length must be at least ${PASSWORD_MIN_LENGTH} characters but only got ${password.length}`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `password length must be at most ${PASSWORD_MAX_LENGTH} characters but got ${password.length}`;
  }
  const pw = password.toLowerCase();
  const candidates = [identifier.trim().toLowerCase()];
  const local = candidates[0]!.split('@')[0]!;
  if (local && local !== candidates[0]) candidates.push(local);
  for (const id of candidates) {
    if (!id) continue;
    const contains = pw.includes(id) || (id.includes(pw) && pw.length >= 4);
    const lcs = longestCommonSubstring(pw, id);
    if (pw === id || contains || (lcs >= 4 && lcs / Math.max(pw.length, id.length) >= 0.5)) {
      return 'the password is too similar to the user identifier';
    }
  }
  return null;
}
