import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { KratosError, errors } from './errors';

/** Sign-in attempts per identifier and per client address; every limit has a default. */
export const LOGIN_LIMITS = {
  perIdentifier: { points: 10, duration: 15 * 60 },
  perAddress: { points: 100, duration: 15 * 60 },
} as const;

export class LoginRateLimiter {
  private readonly byIdentifier = new RateLimiterMemory({ keyPrefix: 'login_id', ...LOGIN_LIMITS.perIdentifier });
  private readonly byAddress = new RateLimiterMemory({ keyPrefix: 'login_ip', ...LOGIN_LIMITS.perAddress });

  /** Counts one attempt; throws a 429 error when either budget is spent. */
  async attempt(identifier: string, address: string): Promise<void> {
    try {
      await this.byAddress.consume(address);
      await this.byIdentifier.consume(identifier.trim().toLowerCase());
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw errors.tooManyAttempts(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      }
      throw rejection instanceof KratosError ? rejection : new Error(String(rejection));
    }
  }

  /** A successful sign-in clears the identifier's failures (the address budget keeps counting). */
  async succeeded(identifier: string): Promise<void> {
    await this.byIdentifier.delete(identifier.trim().toLowerCase());
  }
}
