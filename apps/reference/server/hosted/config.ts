/**
 * Hosted mode: people belong to organisations and the console asks them to pick one. Off unless
 * `MC_HOSTED` is set, so a self-hosted server never shows a picker.
 */
export interface HostedConfig {
  enabled: boolean;
  /**
   * `MC_HOSTED_BACKEND_URL`: the organisations' backend address as the browser reaches it (this
   * server's API). Another origin must allow the console's origin (CORS) itself.
   * @default '/api' (same origin)
   */
  backendUrl: string;
  /** `MC_HOSTED_PROVISIONING_SECONDS`: how long a new organisation's instance is "being provisioned". @default 0 */
  provisioningSeconds: number;
  /** `MC_HOSTED_MAX_ORGANIZATIONS`: organisations one person may create. @default 20 */
  maxOrganizationsPerPerson: number;
}

export const HOSTED_DEFAULTS: HostedConfig = {
  enabled: false,
  backendUrl: '/api',
  provisioningSeconds: 0,
  maxOrganizationsPerPerson: 20,
};

/** The one token lifetime for the console's direct requests: short, renewed by the browser. */
export const HOSTED_TOKEN_TTL_SECONDS = 3600;

function whole(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,7}$/.test(value) || Number(value) > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  }
  return Number(value);
}

export function hostedConfigFromEnv(env: NodeJS.ProcessEnv = process.env): HostedConfig {
  const flag = (env.MC_HOSTED ?? '').toLowerCase();
  if (flag && !['1', 'true', '0', 'false'].includes(flag)) {
    throw new Error(`MC_HOSTED must be 1, true, 0 or false, got "${env.MC_HOSTED}"`);
  }
  const backendUrl = (env.MC_HOSTED_BACKEND_URL ?? '').replace(/\/+$/, '') || HOSTED_DEFAULTS.backendUrl;
  if (!backendUrl.startsWith('/') || backendUrl.startsWith('//')) {
    const url = URL.canParse(backendUrl) ? new URL(backendUrl) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(
        `MC_HOSTED_BACKEND_URL must be an http(s) address or a path such as /api, got "${env.MC_HOSTED_BACKEND_URL}"`,
      );
    }
  }
  return {
    enabled: flag === '1' || flag === 'true',
    backendUrl,
    provisioningSeconds: whole('MC_HOSTED_PROVISIONING_SECONDS', env.MC_HOSTED_PROVISIONING_SECONDS, 0, 86_400),
    maxOrganizationsPerPerson: whole('MC_HOSTED_MAX_ORGANIZATIONS', env.MC_HOSTED_MAX_ORGANIZATIONS, 20, 10_000),
  };
}

/**
 * The browser learns the mode from the app shell itself (no extra request before the first paint,
 * and nothing a signed-out page would have to ask): a meta element in index.html's head.
 */
export function withHostedSetting(indexHtml: string, config: HostedConfig): string {
  if (!config.enabled) return indexHtml;
  return indexHtml.replace(/<head([^>]*)>/i, '<head$1>\n    <meta name="mc-hosted" content="1" />');
}
