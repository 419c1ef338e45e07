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
        const next = typeof update === 'function' ? update(new URLSearchParams(location.search)) : update;
        const search = next.toString();
        void navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '' },
          { replace: options?.replace },
        );
      },
    }),
    [navigate, location.pathname, location.search],
  );
}
