/** What a check executor is given: the spec entry, and when to give up. */
export interface CheckContext {
  signal: AbortSignal;
  /** Milliseconds before the runner aborts the check. */
  timeoutMs: number;
}

/** The outcome of one run, before the runner adds timing and stores it. */
export interface ExecutorResult {
  pass: boolean;
  message?: string;
  error?: string;
  invalid?: boolean;
  detail?: Record<string, unknown>;
}

export type Executor = (spec: Record<string, unknown>, context: CheckContext) => Promise<ExecutorResult>;

export const fail = (error: string, extra: Partial<ExecutorResult> = {}): ExecutorResult => ({
  pass: false,
  error,
  ...extra,
});

/** A spec field that must be a non-empty string, or a clear configuration error. */
export function requireString(spec: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = spec[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  throw new InvalidSpecError(`${keys[0]} is required`);
}

export function optionalNumber(spec: Record<string, unknown>, key: string): number | undefined {
  const value = spec[key];
  if (value == null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new InvalidSpecError(`${key} must be a number`);
  return number;
}

/**
 * canary-checker lets secrets be given inline (`password: "x"`) or as an
 * EnvVar (`password: {value: "x"}`); references to Kubernetes secrets cannot
 * be resolved by this server and are reported as such.
 */
export function secretValue(spec: Record<string, unknown>, key: string): string | undefined {
  const value = spec[key];
  if (value == null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (typeof record.value === 'string') return record.value;
    if (record.valueFrom) throw new InvalidSpecError(`${key}.valueFrom is not supported by this server; use value`);
  }
  throw new InvalidSpecError(`${key} must be a string or {value: string}`);
}

/** A spec the server cannot run as written: reported as an invalid, failing result. */
export class InvalidSpecError extends Error {}

export function truncate(text: string, max = 4096): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
