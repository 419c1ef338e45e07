import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@mission-control/ui';

/**
 * A route's page loaded on demand: each area (account, health, access, settings) is its own
 * chunk, so the first paint of a page carries only that page's code.
 */
export function lazyPage<M, K extends keyof M, P extends object = object>(
  load: () => Promise<M>,
  name: K,
): ComponentType<P> {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<Skeleton lines={3} label="Loading page" />}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${String(name)})`;
  return LazyPage;
}
