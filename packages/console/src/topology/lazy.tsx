// The topology loads on demand: the console entry carries only these wrappers (and the area's
// declaration); the five widgets share one chunk. Hosts need no Suspense boundary of their own.
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { ComponentSidebarProps } from './ComponentSidebar/ComponentSidebar';
import type { TopologyCardProps } from './TopologyCard/TopologyCard';
import type { TopologyCardsProps } from './TopologyCards/TopologyCards';
import type { TopologyFiltersProps } from './TopologyFilters/TopologyFilters';
import type { TopologyPageProps } from './TopologyPage/TopologyPage';
import type * as PartsModule from './parts';

type Parts = typeof PartsModule;

function wrap<P extends object>(name: keyof Parts, lines = 6): ComponentType<P> {
  const Part = lazy(() => import('./parts').then((parts) => ({ default: parts[name] as ComponentType<P> })));
  return function Lazy(props: P) {
    const t = useT();
    return (
      <Suspense fallback={<Skeleton lines={lines} label={t('topology.loading', 'Loading the topology')} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** `/topology` and `/topology/{id}` (reference §2.1). */
export const TopologyPage = wrap<TopologyPageProps>('TopologyPage');
/** The cards of the roots, or of one component's children, for the filters in the URL. */
export const TopologyCards = wrap<TopologyCardsProps>('TopologyCards');
/** One component's card, given or read by id. */
export const TopologyCard = wrap<TopologyCardProps>('TopologyCard', 4);
/** One component's details and related data. */
export const ComponentSidebar = wrap<ComponentSidebarProps>('ComponentSidebar');
/** The filter bar (Health, Type, Team, Labels, sort), kept in the URL. */
export const TopologyFilters = wrap<TopologyFiltersProps>('TopologyFilters', 1);
