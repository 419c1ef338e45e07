/** Settings of the HTTP guards; every one has a safe default. */
export interface GuardConfig {
  /** `MC_PUBLIC_URL`: the address people use (its host is accepted in `Host`, its origin in `Origin`). */
  publicUrl?: URL | undefined;
  /** Address the server is bound to (`HOST`); its name is accepted in `Host`. */
  boundHost?: string | undefined;
  /** Port the server is bound to (`PORT`). */
  boundPort?: number | undefined;
  /** `MC_CORS_ORIGINS`: origins whose token-authenticated requests are answered; none by default. */
  corsOrigins: string[];
  /** `MC_FRAME_ANCESTORS`: the CSP `frame-ancestors` sources; `'none'` by default. */
  frameAncestors: string;
  /** `MC_MAX_BODY_BYTES`: request bodies above this are refused with 413. @default 1 MiB */
  maxBodyBytes: number;
  /** `MC_SERVE_SOURCEMAPS=true` serves `*.map` files of the built console. */
  serveSourcemaps: boolean;
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/** Reads the guard settings from the environment; a malformed value stops the server with its name. */
export function readGuardConfig(env: NodeJS.ProcessEnv = process.env): GuardConfig {
  let publicUrl: URL | undefined;
  if (env.MC_PUBLIC_URL) {
    try {
      publicUrl = new URL(env.MC_PUBLIC_URL);
    } catch {
      throw new Error(`MC_PUBLIC_URL must be a URL such as https://mc.example.com, got "${env.MC_PUBLIC_URL}"`);
    }
  }
  const corsOrigins = (env.MC_CORS_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new Error(`MC_CORS_ORIGINS: "${origin}" is not an origin such as https://portal.example.com`);
      }
    });
  const frameAncestors = env.MC_FRAME_ANCESTORS?.trim() || "'none'";
  if (/[;,\r\n]/.test(frameAncestors)) throw new Error('MC_FRAME_ANCESTORS must be space-separated CSP sources');
  return {
    publicUrl,
    boundHost: env.HOST,
    boundPort: env.PORT ? positiveInt('PORT', env.PORT, 8080) : undefined,
    corsOrigins,
    frameAncestors,
    maxBodyBytes: positiveInt('MC_MAX_BODY_BYTES', env.MC_MAX_BODY_BYTES, DEFAULT_MAX_BODY_BYTES),
    serveSourcemaps: env.MC_SERVE_SOURCEMAPS === 'true',
  };
}
