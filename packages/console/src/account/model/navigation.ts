import type { RouterAdapter } from '../../provider/router';
import { defaultRoutes } from '../../routes/routes';

/** The sign-in page (the login page of the account area) with the spec's query parameters (return_to, refresh, aal). */
export function loginHref({
  returnTo,
  refresh,
  aal,
}: { returnTo?: string | null; refresh?: boolean; aal?: 'aal2' | 'aal1' } = {}): string {
  return defaultRoutes.login({ returnTo, refresh, aal });
}

function origin(): string | null {
  return typeof window === 'undefined' ? null : window.location.origin;
}

/**
 * A same-origin address (absolute or a path) goes through the router; anything else leaves the app,
 * as the identity service asked (social sign-in, another UI).
 */
export function goTo(router: RouterAdapter, address: string, options?: { replace?: boolean }): void {
  const here = origin();
  let url: URL;
  try {
    url = new URL(address, here ?? 'http://local.invalid');
  } catch {
    router.navigate('/', options);
    return;
  }
  if (!here || url.origin === here || address.startsWith('/')) {
    router.navigate(`${url.pathname}${url.search}${url.hash}`, options);
    return;
  }
  window.location.assign(url.toString());
}

/** Only a path on this site may be a return address: anything else would be an open redirect. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  const here = origin();
  if (!here) return null;
  try {
    const url = new URL(value);
    return url.origin === here ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
