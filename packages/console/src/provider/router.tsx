import { forwardRef, type AnchorHTMLAttributes, type ComponentType, type MouseEvent } from 'react';

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
}

export type SearchParamsUpdate = URLSearchParams | ((previous: URLSearchParams) => URLSearchParams);

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * How widgets move around the host app. Widgets never import a router: the host
 * passes this adapter to `<ConsoleProvider>` (the reference app wraps react-router).
 */
export interface RouterAdapter {
  navigate(to: string, options?: NavigateOptions): void;
  Link: ComponentType<RouterLinkProps>;
  getSearchParams(): URLSearchParams;
  setSearchParams(update: SearchParamsUpdate, options?: NavigateOptions): void;
  /**
   * Called with a listener that must run after every location change. Adapters
   * that are re-created on each location change (e.g. from a router hook) may omit it.
   */
  subscribe?(listener: () => void): () => void;
}

function resolveUpdate(update: SearchParamsUpdate, previous: URLSearchParams): URLSearchParams {
  return typeof update === 'function' ? update(new URLSearchParams(previous)) : update;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function createAdapter(
  read: () => { pathname: string; search: string },
  write: (href: string, replace: boolean) => void,
  listeners: Set<() => void>,
): RouterAdapter {
  const notify = () => listeners.forEach((listener) => listener());
  const navigate = (to: string, options: NavigateOptions = {}) => {
    write(to, options.replace ?? false);
    notify();
  };
  const Link = forwardRef<HTMLAnchorElement, RouterLinkProps>(function AdapterLink({ to, onClick, ...rest }, ref) {
    return (
      <a
        ref={ref}
        href={to}
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target) return;
          event.preventDefault();
          navigate(to);
        }}
      />
    );
  });
  return {
    navigate,
    Link,
    getSearchParams: () => new URLSearchParams(read().search),
    setSearchParams: (update, options = {}) => {
      const next = resolveUpdate(update, new URLSearchParams(read().search)).toString();
      navigate(`${read().pathname}${next ? `?${next}` : ''}`, options);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** An adapter over `window.history`, for hosts without a router of their own. */
export function createBrowserRouterAdapter(): RouterAdapter {
  const listeners = new Set<() => void>();
  const adapter = createAdapter(
    () => ({ pathname: window.location.pathname, search: window.location.search }),
    (href, replace) =>
      (replace ? window.history.replaceState : window.history.pushState).call(window.history, null, '', href),
    listeners,
  );
  const subscribe = adapter.subscribe!;
  return {
    ...adapter,
    subscribe: (listener) => {
      const unsubscribe = subscribe(listener);
      window.addEventListener('popstate', listener);
      return () => {
        unsubscribe();
        window.removeEventListener('popstate', listener);
      };
    },
  };
}

export interface MemoryRouterAdapter extends RouterAdapter {
  /** Every location visited, newest last; handy in tests. */
  readonly history: readonly string[];
  readonly location: string;
}

/** An adapter that keeps the location in memory: tests, stories and embedded widgets. */
export function createMemoryRouterAdapter(initial = '/'): MemoryRouterAdapter {
  const history: string[] = [initial];
  const listeners = new Set<() => void>();
  const current = () => new URL(history[history.length - 1] ?? '/', 'http://memory.invalid');
  const adapter = createAdapter(
    () => ({ pathname: current().pathname, search: current().search }),
    (href, replace) => {
      const resolved = new URL(href, current());
      const next = `${resolved.pathname}${resolved.search}`;
      if (replace) history[history.length - 1] = next;
      else history.push(next);
    },
    listeners,
  );
  // A getter, not Object.assign, so `location` stays live.
  return Object.defineProperties(adapter, {
    history: { value: history, enumerable: true },
    location: { get: () => history[history.length - 1] ?? '/', enumerable: true },
  }) as MemoryRouterAdapter;
}
