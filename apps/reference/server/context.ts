import type { Database } from './db/database';

/**
 * Who is making the request, resolved once per request by http/principal.ts
 * from a session (cookie or X-Session-Token) or an access token. A token acts
 * for its owner (`id` is the owner's person id) narrowed by `tokenScope`.
 */
export interface Principal {
  id: string;
  name: string;
  email: string;
  roles: string[];
  via: 'session' | 'token';
  aal?: 'aal1' | 'aal2';
  sessionId?: string;
  tokenId?: string;
  tokenScope?: Array<{ object: string; action: string }>;
}

export type AppEnv = {
  Variables: {
    db: Database;
    /** Unset on public routes called without credentials; `principalOf(c)` in http/access.ts answers 401 then. */
    principal: Principal;
  };
};
