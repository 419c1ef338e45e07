import { CANARY_SETTINGS_KEYS } from '@mission-control/api/rules';
import { parse as parseYaml } from 'yaml';

/** One check declared in a canary spec, e.g. an entry of `http: [...]`. */
export interface SpecCheck {
  type: string;
  name: string;
  spec: Record<string, unknown>;
}

export interface CanarySpec {
  schedule?: string;
  checks: SpecCheck[];
}

/** Keys of a canary spec that are settings, not lists of checks: one list, shared with the editor's type detection. */
const SETTINGS_KEYS = CANARY_SETTINGS_KEYS;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a canary spec in the canary-checker format. The jsonb column normally
 * holds an object; a string is parsed as YAML (which also covers JSON), and a
 * whole Canary resource (`kind: Canary`, `spec: {...}`) is unwrapped.
 */
export function parseCanarySpec(raw: unknown): CanarySpec {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = parseYaml(value);
    } catch (error) {
      throw new Error(`canary spec is not valid YAML or JSON: ${(error as Error).message}`, { cause: error });
    }
  }
  if (value == null) return { checks: [] };
  if (!isRecord(value)) throw new Error('canary spec must be an object');
  if (isRecord(value.spec) && (typeof value.kind === 'string' || typeof value.apiVersion === 'string')) {
    value = value.spec;
  }
  const spec = value as Record<string, unknown>;

  let schedule: string | undefined;
  if (typeof spec.schedule === 'string' && spec.schedule.trim()) schedule = spec.schedule.trim();
  else if (typeof spec.interval === 'number' && spec.interval > 0) schedule = `@every ${spec.interval}s`;
  else if (spec.schedule != null && typeof spec.schedule !== 'string') throw new Error('schedule must be a string');

  const checks: SpecCheck[] = [];
  const seen = new Set<string>();
  for (const [type, entries] of Object.entries(spec)) {
    if (SETTINGS_KEYS.has(type) || entries == null) continue;
    // Every other key is a list of checks; `exec: "echo"` would otherwise vanish without a word.
    if (!Array.isArray(entries)) throw new Error(`${type} must be a list of checks, e.g. ${type}: [{name: ...}]`);
    entries.forEach((entry, index) => {
      if (!isRecord(entry)) throw new Error(`${type}[${index}] must be an object`);
      const name = defaultName(type, entry, index);
      const key = `${type}/${name}`;
      if (seen.has(key)) throw new Error(`two ${type} checks are named "${name}"; check names must be unique per type`);
      seen.add(key);
      checks.push({ type, name, spec: entry });
    });
  }
  return { ...(schedule ? { schedule } : {}), checks };
}

function defaultName(type: string, entry: Record<string, unknown>, index: number): string {
  for (const key of ['name', 'url', 'endpoint', 'query', 'path', 'addr', 'host']) {
    const value = entry[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return `${type}-${index + 1}`;
}

/** What a check row shows as its endpoint; never a connection string (it may hold a password). */
export function checkEndpoint(spec: Record<string, unknown>): string | undefined {
  for (const key of ['endpoint', 'url', 'query', 'path', 'addr', 'host']) {
    const value = spec[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}
