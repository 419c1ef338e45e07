import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { GuardConfig } from './config';
import { errorJson } from '../errors';

/** The host name of a `Host` header, without port or IPv6 brackets, lower case. */
export function hostName(header: string): string | undefined {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(header.trim());
  if (!match) return undefined;
  return match[1]!
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
}

/**
 * DNS rebinding: a page on attacker.example whose name is re-pointed at this
 * server still sends `Host: attacker.example`. Accepted are the public URL's
 * host, the bound address, loopback names and literal IP addresses (a rebinding
 * attack needs a name). The port is not compared: behind port mapping
 * (`docker run -p 9000:8080`) the browser's port is not the bound one.
 */
export function hostGuard(config: Pick<GuardConfig, 'publicUrl' | 'boundHost'>): MiddlewareHandler {
  const allowed = new Set(['localhost']);
  if (config.publicUrl) allowed.add(config.publicUrl.hostname.replace(/^\[|\]$/g, '').toLowerCase());
  if (config.boundHost) allowed.add(config.boundHost.replace(/^\[|\]$/g, '').toLowerCase());
  return async (c, next) => {
    const header = c.req.header('host') ?? new URL(c.req.url).host;
    const name = hostName(header);
    if (!name || !(allowed.has(name) || name.endsWith('.localhost') || isIP(name) !== 0)) {
      return errorJson(
        c,
        'misdirected_request',
        `Host "${header}" is not this server's; set MC_PUBLIC_URL to the address people use`,
      );
    }
    await next();
  };
}
