/** The user shape and gates widgets use; the rules themselves live in @mission-control/api. */
import { can, canRunChecks, isFeatureEnabled, type Action } from '@mission-control/api';

export interface ConsoleUser {
  id: string;
  name: string;
  email?: string | null;
  avatar?: string | null;
  roles: readonly string[];
}

export type AccessAction = Action;

/** Feature-flag properties keyed by name (`{feature}.disable`). */
export type FeatureProperties = Readonly<Record<string, string>>;

export { can, canRunChecks, isFeatureEnabled };
