import type { Database } from './db/database';

/**
 * Who is making the request. Sign-in, tokens and role enforcement fill this
 * in later; until then `resolvePrincipal` in app.ts returns the seeded admin.
 */
export interface Principal {
  id: string;
  name: string;
  email: string;
  roles: string[];
}

export type AppEnv = {
  Variables: {
    db: Database;
    principal: Principal;
  };
};
