import type { Queryable } from '../db/database';
import { getIdentity, identityJson } from './identities';
import type { SessionRecord } from './sessions';

/** Kratos' session JSON, with the identity embedded. */
export async function sessionJson(db: Queryable, session: SessionRecord): Promise<Record<string, unknown>> {
  const identity = await getIdentity(db, session.identityId);
  return {
    id: session.id,
    active: true,
    expires_at: session.expiresAt.toISOString(),
    authenticated_at: session.authenticatedAt.toISOString(),
    authenticator_assurance_level: session.aal,
    authentication_methods: session.authenticationMethods,
    issued_at: session.issuedAt.toISOString(),
    identity: identity ? await identityJson(db, identity) : null,
    devices: [
      {
        id: session.id,
        ip_address: session.ipAddress ?? '',
        user_agent: session.userAgent ?? '',
        location: '',
      },
    ],
  };
}
