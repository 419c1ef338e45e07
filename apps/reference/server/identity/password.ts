import { hash, verify } from '@node-rs/argon2';
import { isCommonPassword } from './commonPasswords';

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

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Kratos' similarity limits: at least 5 edits away from the identifier, and at most half of it copied from there. */
const MIN_IDENTIFIER_DISTANCE = 5;
const MAX_SHARED_SUBSTRING = 0.5;

/**
 * Why a password may not be used (Kratos' reasons for message 4000005), or null when it is acceptable:
 * too short, too long, on the bundled list of common passwords, or too similar to the identifier (case-insensitive: fewer than 5 edits apart, or more than
 * half of the password is one run of characters from the identifier).
 */
export function passwordProblem(password: string, identifier: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `password length must be at least ${PASSWORD_MIN_LENGTH} characters but only got ${password.length}`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `password length must be at most ${PASSWORD_MAX_LENGTH} characters but got ${password.length}`;
  }
  if (isCommonPassword(password)) {
    return 'the password is one of the most commonly used passwords and must no longer be used';
  }
  const pw = password.toLowerCase();
  const id = identifier.trim().toLowerCase();
  if (id) {
    const distance = levenshtein(id, pw);
    const shared = longestCommonSubstring(id, pw) / pw.length;
    if (distance < MIN_IDENTIFIER_DISTANCE || shared > MAX_SHARED_SUBSTRING) {
      return 'the password is too similar to the user identifier';
    }
  }
  return null;
}
