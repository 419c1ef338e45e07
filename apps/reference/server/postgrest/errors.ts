/** An error answered as PostgREST does: JSON `{code, message, details, hint}` with its HTTP status. */
export class PostgrestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.name = 'PostgrestError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }

  toJSON() {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: the query string could not be parsed. */
export function parseError(message: string, details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details);
}

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (!(error instanceof Error)) return false;
  const code: unknown = (error as unknown as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** HTTP status for a SQLSTATE, following PostgREST's table (input problems are 4xx, never 500). */
export function statusForSqlState(code: string): number {
  if (code === '23505' || code === '23503') return 409;
  if (code.startsWith('23')) return 400; // other integrity violations: not null, check
  if (code.startsWith('22')) return 400; // data exceptions: invalid uuid, timestamp, json ...
  if (code === '42P01') return 404;
  if (code === '42501') return 403;
  if (code === '42883' || code === '42804' || code === '42703' || code === '42846' || code === '42725') return 400;
  if (code === '25006') return 405;
  if (code === '54001') return 400;
  if (code === '57014') return 504;
  if (code === 'P0001') return 400;
  return 500;
}

/** Turns a database error into a PostgREST-shaped error; anything else is returned as undefined. */
export function fromDatabaseError(error: unknown): PostgrestError | undefined {
  if (!isDatabaseError(error)) return undefined;
  return new PostgrestError(
    statusForSqlState(error.code),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
