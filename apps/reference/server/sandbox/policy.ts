import { parse as parseYaml } from 'yaml';
import type { Principal } from '../context';
import { parseCanarySpec } from '../runner/spec';
import { decideByRole } from '../auth/decide';

/**
 * Who may create or change exec checks and exec playbook actions: a script
 * runs on the server's machine (sandboxed, but still its CPU, its memory and,
 * with `network: true`, its network), so by default only admins
 * (`MC_EXEC_ROLES`), and nobody at all with `MC_EXEC=off`. Undefined when the
 * principal may.
 */
export function execWriteProblem(principal: Pick<Principal, 'roles'>): string | undefined {
  // The rule itself is decide's (auth/decide.ts), with every other access rule.
  const decision = decideByRole(principal, { action: 'exec-write' });
  return 'deny' in decision ? decision.reason : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a canary spec (object, YAML/JSON text or a whole Canary resource) declares an exec check. */
export function canaryUsesExec(spec: unknown): boolean {
  try {
    return parseCanarySpec(spec).checks.some((check) => check.type === 'exec');
  } catch {
    // An unreadable spec is refused as invalid anyway; a bare `exec` key still counts.
    return isRecord(spec) && (spec.exec != null || (isRecord(spec.spec) && spec.spec.exec != null));
  }
}

/** A playbook's (or a run's) spec as an object: jsonb normally, YAML or JSON text otherwise. */
export function playbookSpecObject(spec: unknown): Record<string, unknown> | undefined {
  let value = spec;
  if (typeof value === 'string') {
    try {
      value = parseYaml(value);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(value)) return undefined;
  return isRecord(value.spec) && typeof value.kind === 'string' ? value.spec : value;
}

/** The exec actions of a playbook spec. */
export function playbookExecActions(spec: unknown): Record<string, unknown>[] {
  const actions = playbookSpecObject(spec)?.actions;
  if (!Array.isArray(actions)) return [];
  return actions.filter((action): action is Record<string, unknown> => isRecord(action) && action.exec != null);
}
