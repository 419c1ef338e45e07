import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, EmptyState, InlineAlert, useT, VisuallyHidden } from '@mission-control/ui';
import { sortComponents } from '../model/filters';
import { CardSkeleton, TopologyCard } from '../TopologyCard';
import { useTopologyTree } from '../useTopologyState';
import { Grid, LoadingBar, Root, Sentinel } from './TopologyCards.styles';

/** Cards rendered at first and added per step as the list is scrolled (or "Show more" pressed). */
export const CARDS_STEP = 60;
const SKELETONS = 6;

export interface TopologyCardsProps {
  /** Show this component's children (`/topology/{id}`); without it, the roots. */
  componentId?: string;
  className?: string;
}

/**
 * The cards of `/topology` or `/topology/{id}` (reference §2.1), for the filters in the URL and sorted as
 * chosen there. Skeletons while loading; "There are no components matching this criteria" when nothing
 * matches. A large tree renders in steps: the next cards arrive as the end of the list comes into view.
 */
export function TopologyCards({ componentId, className }: TopologyCardsProps) {
  const t = useT();
  const { cards, state, isPending, isFetching, error, data } = useTopologyTree(componentId);
  const sorted = useMemo(() => sortComponents(cards, state.sortBy, state.sortOrder), [cards, state]);
  const [shown, setShown] = useState(CARDS_STEP);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = sorted.length - shown;

  // Another filter or component starts again from the first step.
  useEffect(() => setShown(CARDS_STEP), [componentId, state]);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || more <= 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + CARDS_STEP);
      },
      { rootMargin: '600px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more]);

  const label = t('topology.cards.label', 'Components');
  if (error && !data)
    return (
      <InlineAlert tone="danger" className={className}>
        {errorMessageOf(error)}
      </InlineAlert>
    );
  if (isPending)
    return (
      <Root className={className}>
        <VisuallyHidden role="status">{t('topology.cards.loading', 'Loading components')}</VisuallyHidden>
        <Grid aria-label={label} aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <CardSkeleton />
            </li>
          ))}
        </Grid>
      </Root>
    );
  if (sorted.length === 0)
    return (
      <EmptyState
        className={className}
        title={t('topology.cards.empty', 'There are no components matching this criteria')}
      />
    );
  return (
    <Root className={className}>
      {isFetching ? (
        <LoadingBar role="progressbar" aria-label={t('topology.cards.refreshing', 'Refreshing components')} />
      ) : null}
      <Grid aria-label={label} aria-busy={isFetching}>
        {sorted.slice(0, shown).map((component) => (
          <li key={component.id}>
            <TopologyCard component={component} />
          </li>
        ))}
      </Grid>
      {more > 0 ? (
        <>
          <Sentinel ref={sentinel} />
          <div>
            <Button variant="secondary" onPress={() => setShown((count) => count + CARDS_STEP)}>
              {t('topology.cards.more', 'Show {count} more components', { count: Math.min(more, CARDS_STEP) })}
            </Button>
            <VisuallyHidden>
              {t('topology.cards.shown', '{shown} of {total} components shown', { shown, total: sorted.length })}
            </VisuallyHidden>
          </div>
        </>
      ) : null}
    </Root>
  );
}
