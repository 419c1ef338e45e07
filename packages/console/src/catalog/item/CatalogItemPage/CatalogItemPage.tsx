import { useCallback, useMemo } from 'react';
import { isApiError } from '@mission-control/api';
import { ErrorView, Icon, Skeleton, StatusDot, Tab, TabList, TabPanel, Tabs, useT } from '@mission-control/ui';
import { useConsole, useIsRestrictedMode, useRoutes, useSearchParams } from '../../../provider/ConsoleProvider';
import { useTitleOverride } from '../../../shell/usePageTitle';
import { AttachAsEvidenceButton } from '../../../incidents';
import { CatalogItemLogsLink } from '../../../logs';
import { SilenceButton } from '../../../notifications/SilenceAction';
import { ViewContent } from '../../../views';
import { useConfigViews } from '../../../views/queries';
import { itemName } from '../model/graph';
import { parseItemUrlState, writeItemUrlState, type ItemTab, type ItemUrlState } from '../model/urlState';
import { useConfigDetail } from '../queries';
import { ChangesTab } from './ChangesTab';
import { ChecksTab } from './ChecksTab';
import { ConfigTab } from './ConfigTab';
import { DetailsSidebar } from './DetailsSidebar';
import { InsightsTab } from './InsightsTab';
import { PlaybooksTab } from './PlaybooksTab';
import { RelationshipsTab } from './RelationshipsTab';
import { Actions, Header, Main, Root } from './CatalogItemPage.styles';

export interface CatalogItemPageProps {
  /** The item's id, as in `/catalog/{id}`. */
  configId: string;
  /** A view tab is open (`/catalog/{id}/view/{viewId}`): one of the views whose config-tab selector matches. */
  viewId?: string;
  className?: string;
}

/**
 * One catalog item (reference §1.3): its document, relationships, playbook runs and linked checks in
 * tabs with counts from `config_detail.summary`, and its details beside them. The tab, the selected
 * lines and each tab's filters live in the URL; moving to another tab leaves the previous tab's filters
 * behind (the Changes, Insights and Relationships tabs would otherwise read each other's `status`, `severity`).
 */
export function CatalogItemPage({ configId, viewId, className }: CatalogItemPageProps) {
  const t = useT();
  const restricted = useIsRestrictedMode();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseItemUrlState(params), [params]);
  const update = useCallback(
    (patch: Partial<ItemUrlState>) => setParams((previous) => writeItemUrlState(previous, patch), { replace: true }),
    [setParams],
  );
  const selectTab = useCallback(
    (tab: ItemTab) => setParams(() => writeItemUrlState(new URLSearchParams(), { tab }), { replace: true }),
    [setParams],
  );
  const detail = useConfigDetail(configId);
  const views = useConfigViews(configId);
  const { router } = useConsole();
  const routes = useRoutes();
  // View tabs have their own address (reference §4.2); the item's own tabs live at /catalog/{id}?tab=.
  const onTab = (key: string) => {
    if (key.startsWith('view:'))
      router.navigate(`${routes.catalogItem(configId)}/view/${encodeURIComponent(key.slice(5))}`);
    else if (viewId)
      router.navigate(key === 'config' ? routes.catalogItem(configId) : `${routes.catalogItem(configId)}?tab=${key}`);
    else if (key !== state.tab) selectTab(key as ItemTab);
  };
  const item = detail.data;
  const name = item ? itemName(item) : null;
  useTitleOverride(restricted || !name ? null : name);

  if (detail.isPending) {
    return (
      <Root className={className} aria-busy="true">
        <Skeleton lines={8} label={t('catalog.item.loading', 'Loading the catalog item')} />
      </Root>
    );
  }
  if (detail.isError || !item) {
    const notFound = isApiError(detail.error) && detail.error.kind === 'not_found';
    return (
      <Root className={className}>
        <ErrorView
          title={notFound ? t('catalog.item.notFound', 'Details not found') : undefined}
          error={notFound ? undefined : detail.error}
          hideDetails
          onRetry={notFound ? undefined : () => void detail.refetch()}
        />
      </Root>
    );
  }

  const summary = item.summary ?? {};
  const health = item.health || 'unknown';
  return (
    <Root className={className} data-deleted={item.deleted_at ? 'true' : undefined}>
      <Main>
        <Header>
          <Icon name={item.icon || item.type || 'generic'} size="lg" />
          <h2>{name}</h2>
          <StatusDot status={health} label={health} showLabel data-health={health} />
          <Actions>
            <AttachAsEvidenceButton type="config" target={{ config_id: item.id }} />
            <SilenceButton target={{ kind: 'config', id: item.id, name }} />
            <CatalogItemLogsLink configId={item.id} properties={item.properties} />
          </Actions>
        </Header>
        <Tabs selectedKey={viewId ? `view:${viewId}` : state.tab} onSelectionChange={(key) => onTab(String(key))}>
          <TabList aria-label={t('catalog.item.tabs', 'Catalog item')}>
            <Tab id="config">{t('catalog.item.tab.config', 'Config')}</Tab>
            <Tab id="changes" count={summary.changes ?? undefined}>
              {t('catalog.item.tab.changes', 'Changes')}
            </Tab>
            <Tab id="insights" count={summary.analysis ?? undefined}>
              {t('catalog.item.tab.insights', 'Insights')}
            </Tab>
            <Tab id="relationships" count={summary.relationships ?? undefined}>
              {t('catalog.item.tab.relationships', 'Relationships')}
            </Tab>
            <Tab id="playbooks" count={summary.playbook_runs ?? undefined}>
              {t('catalog.item.tab.playbooks', 'Playbooks')}
            </Tab>
            <Tab id="checks" count={summary.checks ?? undefined}>
              {t('catalog.item.tab.checks', 'Checks')}
            </Tab>
            {(views.data ?? []).map((view) => (
              <Tab key={view.id} id={`view:${view.id}`}>
                {view.title || view.name}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="config">
            <ConfigTab config={item.config} lines={state.lines} onLinesChange={(lines) => update({ lines })} />
          </TabPanel>
          <TabPanel id="changes">
            <ChangesTab configId={item.id} />
          </TabPanel>
          <TabPanel id="insights">
            <InsightsTab configId={item.id} />
          </TabPanel>
          <TabPanel id="relationships">
            <RelationshipsTab item={item} state={state} update={update} />
          </TabPanel>
          <TabPanel id="playbooks">
            <PlaybooksTab configId={item.id} />
          </TabPanel>
          <TabPanel id="checks">
            <ChecksTab configId={item.id} />
          </TabPanel>
          {(views.data ?? []).map((view) => (
            <TabPanel key={view.id} id={`view:${view.id}`}>
              {viewId === view.id ? <ViewContent viewId={view.id} /> : null}
            </TabPanel>
          ))}
        </Tabs>
      </Main>
      <DetailsSidebar item={item} />
    </Root>
  );
}
