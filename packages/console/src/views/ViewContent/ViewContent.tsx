import { useCallback, useMemo } from 'react';
import type { ViewVariable } from '@mission-control/api';
import {
  Button,
  DateTime,
  ErrorView,
  Icon,
  InlineAlert,
  RelativeTime,
  Select,
  Skeleton,
  useT,
} from '@mission-control/ui';
import { useTableSearchParams } from '../../preferences/usePageSize';
import { useTitleOverride } from '../../shell/usePageTitle';
import { readRows } from '../model/cells';
import {
  decodeViewUrlState,
  VIEW_PAGE_SIZE,
  viewRequestOf,
  writeViewUrlState,
  type ViewUrlPatch,
} from '../model/urlState';
import { ViewPanels } from '../panels';
import { useRefreshView, useViewResult } from '../queries';
import { ViewTable } from '../ViewTable';
import { Description, Header, Meta, Root, Title, Variables } from './ViewContent.styles';

export interface ViewContentProps {
  /** The view's id (`views.id`). */
  viewId: string;
  /**
   * Prefix of the view's URL parameters (variables, page, sort, filters), for a page that shows several views.
   * @default ''
   */
  paramPrefix?: string;
  /** The level of the view's title heading; at 1 the view is the page and names the document too. @default 2 */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

function variableValue(variable: ViewVariable, chosen: string | undefined): string {
  if (chosen !== undefined) return chosen;
  const current = variable.value ?? variable.default ?? variable.options[0];
  return current === null || current === undefined ? '' : String(current);
}

/**
 * One view (reference §4.2): its title and last refresh (with the refresh error beside stale data, which
 * upstream hides), Refresh, the variable dropdowns, the panels and the table. Variables, page, sort and
 * filters live in the URL.
 */
export function ViewContent({ viewId, paramPrefix = '', headingLevel = 2, className }: ViewContentProps) {
  const t = useT();
  const [params, setParams] = useTableSearchParams(`view:${viewId}`, VIEW_PAGE_SIZE);
  const state = useMemo(() => decodeViewUrlState(params, paramPrefix), [params, paramPrefix]);
  const request = useMemo(() => viewRequestOf(state), [state]);
  const result = useViewResult(viewId, request);
  const refresh = useRefreshView(viewId, request);
  const update = useCallback(
    (patch: ViewUrlPatch) =>
      setParams((previous) => writeViewUrlState(previous, patch, paramPrefix), { replace: true }),
    [setParams, paramPrefix],
  );
  const view = result.data;
  useTitleOverride(headingLevel === 1 && view ? view.title || view.name || viewId : null);
  const rows = useMemo(
    () => (view ? readRows(view.columns, view.rows, state.pageIndex * state.pageSize) : []),
    [view, state.pageIndex, state.pageSize],
  );

  if (result.isPending) {
    return (
      <Root className={className} aria-busy="true">
        <Skeleton lines={8} label={t('views.loading', 'Loading view')} />
      </Root>
    );
  }
  if (!view) {
    return (
      <Root className={className}>
        <ErrorView
          title={t('views.error', 'Error')}
          error={t('views.loadFailed', 'Failed to load view: {message}', {
            message: result.error instanceof Error ? result.error.message : String(result.error),
          })}
          hideDetails
          onRetry={() => void result.refetch()}
        />
      </Root>
    );
  }

  const title = view.title || view.name || viewId;
  const lastRefreshed = view.lastRefreshedAt;
  return (
    <Root className={className} aria-busy={result.isFetching || refresh.isPending ? 'true' : undefined}>
      <Header>
        {view.icon ? <Icon name={view.icon} size="lg" /> : null}
        <Title as={`h${headingLevel}`}>{title}</Title>
        <Meta>
          {lastRefreshed ? (
            <span>
              {t('views.lastRefreshed', 'Last refreshed')} <RelativeTime value={lastRefreshed} />{' '}
              {t('views.ago', 'ago')}
            </span>
          ) : null}
          <Button
            size="sm"
            icon="refresh"
            isLoading={refresh.isPending}
            onPress={() => refresh.mutate()}
            aria-label={t('views.refreshLabel', 'Refresh {title}', { title })}
          >
            {t('views.refresh', 'Refresh')}
          </Button>
        </Meta>
      </Header>
      {view.description ? <Description>{view.description}</Description> : null}
      {view.refreshError ? (
        <InlineAlert tone="warning" title={t('views.refreshFailed', 'The last refresh failed')} role="status">
          {lastRefreshed ? (
            <>
              {t('views.staleSince', 'Showing data from')} <DateTime value={lastRefreshed} />.{' '}
            </>
          ) : null}
          {view.refreshError}
        </InlineAlert>
      ) : null}
      {refresh.isError ? (
        <InlineAlert tone="danger" title={t('views.refreshRequestFailed', 'Refresh failed')} role="alert">
          {refresh.error instanceof Error ? refresh.error.message : String(refresh.error)}
        </InlineAlert>
      ) : null}
      {view.variables.length > 0 ? (
        <Variables role="group" aria-label={t('views.variables', 'Variables')}>
          {view.variables.map((variable) => (
            <Select
              key={variable.key}
              label={variable.label || variable.key}
              options={variable.options.map((option) => ({ id: option, label: option }))}
              value={variableValue(variable, state.variables[variable.key])}
              onChange={(value) =>
                update({ variable: { key: variable.key, value: value === null ? null : String(value) } })
              }
            />
          ))}
        </Variables>
      ) : null}
      <ViewPanels panels={view.panels} headingLevel={(headingLevel + 1) as 2 | 3 | 4} />
      {view.columns.length > 0 ? (
        <ViewTable
          title={title}
          columns={view.columns}
          rows={rows}
          total={view.total ?? rows.length}
          columnOptions={view.columnOptions}
          state={state}
          onChange={update}
          stale={result.isPlaceholderData}
        />
      ) : null}
    </Root>
  );
}
