import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createSession, lookupSession, revokeSession, revokeSessionsOf, upgradeSession, hashToken } from './sessions';

const ADMIN = '00000000-0000-0000-0000-00000000a001';

describe.each(testDatabaseKinds)('sessions (%s)', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await t.db.query(`INSERT INTO identities (id, traits) VALUES ($1, '{"email":"admin@example.com"}')`, [ADMIN]);
  });
  afterAll(() => t.drop());

  it('stores only the SHA-256 hash of the token and finds the session by it', async () => {
    const created = await createSession(t.db, { identityId: ADMIN, aal: 'aal1', methods: ['password'] });
    const { rows } = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM identity_sessions WHERE id = $1',
      [created.id],
    );
    expect(rows[0]!.token_hash).toBe(hashToken(created.token));
    expect(JSON.stringify(rows)).not.toContain(created.token);
    const found = await lookupSession(t.db, created.token);
    expect(found).toMatchObject({ id: created.id, identityId: ADMIN, aal: 'aal1', methods: ['password'] });
    expect(await lookupSession(t.db, `${created.token}x`)).toBeNull();
  });

  it('upgrades to aal2 and revokes one or all but one', async () => {
    const a = await createSession(t.db, { identityId: ADMIN, aal: 'aal1', methods: ['password'] });
    const b = await createSession(t.db, { identityId: ADMIN, aal: 'aal1', methods: ['password'] });
    await upgradeSession(t.db, a.id, 'totp', 'aal2');
    expect(await lookupSession(t.db, a.token)).toMatchObject({ aal: 'aal2', methods: ['password', 'totp'] });
    expect((await lookupSession(t.db, b.token))?.availableAal).toBe('aal1');
    await t.db.query(`INSERT INTO identity_credentials (identity_id, type, config) VALUES ($1, 'totp', '{}')`, [ADMIN]);
    expect(await lookupSession(t.db, b.token)).toMatchObject({ aal: 'aal1', availableAal: 'aal2' });
    await t.db.query(`DELETE FROM identity_credentials WHERE identity_id = $1`, [ADMIN]);
    expect(await revokeSession(t.db, b.id)).toBe(true);
    expect(await lookupSession(t.db, b.token)).toBeNull();
    const c = await createSession(t.db, { identityId: ADMIN, aal: 'aal1', methods: ['password'] });
    expect(await revokeSessionsOf(t.db, ADMIN, { exceptId: c.id })).toBeGreaterThan(0);
    expect(await lookupSession(t.db, a.token)).toBeNull();
    expect(await lookupSession(t.db, c.token)).not.toBeNull();
  });

  it('does not accept an expired session', async () => {
    const s = await createSession(t.db, { identityId: ADMIN, aal: 'aal1', methods: ['password'] });
    await t.db.query(`UPDATE identity_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [s.id]);
    expect(await lookupSession(t.db, s.token)).toBeNull();
  });
});
