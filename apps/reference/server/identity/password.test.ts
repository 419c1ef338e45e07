import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with Argon2id and verifies', async () => {
    const hashed = await hashPassword('a long enough secret');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'a long enough secret')).toBe(true);
    expect(await verifyPassword(hashed, 'a long enough secreT')).toBe(false);
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
  });

  it('refuses short passwords and ones equal or too similar to the identifier', () => {
    expect(passwordProblem('short', 'a@example.com')).toBe(
      'password length must be at least 8 characters but only got 5',
    );
    expect(passwordProblem('ada@example.com', 'ada@example.com')).toBe(
      'the password is too similar to the user identifier',
    );
    expect(passwordProblem('ADA@EXAMPLE.COM', 'ada@example.com')).toMatch(/too similar/);
    expect(passwordProblem('ada@example.co1!', 'ada@example.com')).toMatch(/too similar/);
    expect(passwordProblem('example.com123', 'ada@example.com')).toMatch(/too similar/);
    expect(passwordProblem('correct horse battery staple', 'ada@example.com')).toBeNull();
    expect(passwordProblem('ivy picks a password', 'ivy@example.com')).toBeNull();
  });
});
