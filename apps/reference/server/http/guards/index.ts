import type { MiddlewareHandler } from 'hono';
import { arrivalGuard } from './arrival';
import { bodyLimitGuard, jsonBodyGuard } from './body';
import { compressionGuard } from './compress';
import { readGuardConfig, type GuardConfig } from './config';
import { cacheHeadersGuard, securityHeadersGuard, sourceMapGuard } from './headers';
import { hostGuard } from './host';
import { corsGuard, sameOriginGuard } from './origin';

export type { GuardConfig } from './config';
export { readGuardConfig } from './config';
export { arrivedAt } from './arrival';

/**
 * Every request passes these, in this order: its arrival is noted; headers and compression wrap
 * every answer (refusals included); then Host, CORS, same-origin, JSON type
 * and body size are checked before any route sees the request.
 */
export function httpGuards(overrides: Partial<GuardConfig> = {}): MiddlewareHandler[] {
  const config: GuardConfig = { ...readGuardConfig(), ...overrides };
  return [
    arrivalGuard(),
    securityHeadersGuard(config),
    compressionGuard(),
    cacheHeadersGuard(),
    hostGuard(config),
    corsGuard(config),
    sameOriginGuard(config),
    jsonBodyGuard(),
    bodyLimitGuard(config),
    sourceMapGuard(config),
  ];
}
