import { forwardRef, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { RouterAdapter, RouterLinkProps } from '@mission-control/console';

const AdapterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function AdapterLink(props, ref) {
  return <Link ref={ref} {...props} />;
});

/**
 * The console's router adapter over react-router. It is re-created on every
 * location change, which is how widgets learn that the search params moved.
 */
export function useReactRouterAdapter(): RouterAdapter {
  const navigate = useNavigate();
  const location = useLocation();
  return useMemo<RouterAdapter>(
    () => ({
      navigate: (to, options) => void navigate(to, { replace: options?.replace }),
      Link: AdapterLink,
      getSearchParams: () => new URLSearchParams(location.search),
      setSearchParams: (update, options) => {
        // BrowserRouter keeps window.location current; reading the path and the query from it
        // (not from the render's location) means two updates before a re-render both land, and a
        // late update from a page that was just left changes the page you are on, never takes
        // you back to the old path.
        const current = new URLSearchParams(window.location.search);
        const next = typeof update === 'function' ? update(current) : update;
        const search = next.toString();
        void navigate(
          { pathname: window.location.pathname, search: search ? `?${search}` : '' },
          { replace: options?.replace },
        );
      },
    }),
    // Re-created on every location change (path or query), which is how widgets learn of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, location.pathname, location.search],
  );
}
