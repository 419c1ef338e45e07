import type { Check } from '@mission-control/api';
import {
  Badge,
  Button,
  CheckDetailRangePicker,
  CodeEditor,
  Dialog,
  formatLatency,
  Icon,
  Inline,
  InlineAlert,
  Select,
  StatusDot,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TagList,
  Text,
  useT,
} from '@mission-control/ui';
import { useTitleOverride } from '../../shell/usePageTitle';
import { RelativeTime } from '../../preferences/PreferredDate';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { stringify } from 'yaml';
import { useCan, useCanRunChecks, useConsole, useIsRestrictedMode } from '../../provider/ConsoleProvider';
import { checkDisplayName } from '../model/checks';
import { defaultTimeRangeFor, formatUptime, isTimeRangeKey } from '../model/durations';
import { AttachAsEvidenceButton, useCanAttachEvidence } from '../../incidents';
import { SilenceButton } from '../../notifications/SilenceAction';
import { checkLogsParams } from '../../logs/model/logs';
import { PlaybooksMenu } from '../../playbooks/PlaybooksMenu';
import { useCachedCheckSummary, useCheckDetails, useCheckGraph, useCheckSourceItem, useRunCheck } from '../queries';
import { useHealthUrlState } from '../useHealthUrlState';
import { CheckGraph } from './CheckGraph';
import { CheckHistory } from './CheckHistory';
import { NextRun } from './NextRun';
import { checkSourceHref, parseCheckSource } from './source';
import { PlainTable, Section, Tile, Tiles, Toolbar } from './CheckDetail.styles';

/** Screens at least this tall show the Health Overview chart; shorter ones get a Graph tab. */
const TALL_SCREEN = '(min-height: 800px)';

function useIsTallScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const query = window.matchMedia(TALL_SCREEN);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(TALL_SCREEN).matches : false),
    () => false,
  );
}

export interface CheckDetailProps {
  checkId: string;
  /** Called when the dialog closes; the dashboard removes checkId and resets timeRange to 1h. */
  onClose: () => void;
  /**
   * Replaces the built-in 'Link to Incident' flow of 'Attach as Evidence' with the
   * host's own. The button shows only with write on incidents, the incidents
   * feature on, and not in demo or embedded mode, either way.
   */
  onAttachEvidence?: (check: Check) => void;
}

function Relationships({ check }: { check: Check }) {
  const t = useT();
  const { router, routes } = useConsole();
  const components = (check.components ?? []).flatMap((c) => (c.components ? [c.components] : []));
  const configs = (check.configs ?? []).flatMap((c) => (c.configs ? [c.configs] : []));
  if (components.length + configs.length === 0) return <p>{t('table.empty', 'No data available')}</p>;
  return (
    <PlainTable aria-label={t('health.relationships', 'Relationships')}>
      <thead>
        <tr>
          <th scope="col">{t('health.relationships.name', 'Name')}</th>
          <th scope="col">{t('health.relationships.type', 'Type')}</th>
        </tr>
      </thead>
      <tbody>
        {components.map((c) => (
          <tr key={`component:${c.id}`}>
            <td>
              <router.Link to={routes.component(c.id)}>{c.name || c.id}</router.Link>
            </td>
            <td>{t('health.relationships.component', 'Component')}</td>
          </tr>
        ))}
        {configs.map((c) => (
          <tr key={`config:${c.id}`}>
            <td>
              <router.Link to={routes.catalogItem(c.id)}>{c.name || c.id}</router.Link>
            </td>
            <td>{t('health.relationships.config', 'Config')}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

function SpecView({ spec }: { spec: unknown }) {
  const t = useT();
  const [format, setFormat] = useState<'yaml' | 'json'>('yaml');
  const text = spec == null ? '' : format === 'yaml' ? stringify(spec) : JSON.stringify(spec, null, 2);
  return (
    <div>
      <Toolbar>
        <Select
          label={t('health.spec.format', 'Format')}
          options={[
            { id: 'yaml', label: 'YAML' },
            { id: 'json', label: 'JSON' },
          ]}
          value={format}
          ignoreClearedValue
          onChange={(value) => setFormat(value === 'json' ? 'json' : 'yaml')}
        />
      </Toolbar>
      {text ? (
        <CodeEditor
          readOnly
          value={text}
          language={format}
          size="large"
          aria-label={t('health.spec.source', 'Spec source')}
        />
      ) : (
        <p>{t('health.spec.empty', 'No details found')}</p>
      )}
    </div>
  );
}

/** The canary editor's address on one check: `?type=http&check=homepage`. */
function editHref(canaryHref: string, type?: string | null, name?: string | null): string {
  if (!type || !name) return canaryHref;
  return `${canaryHref}?${new URLSearchParams({ type, check: name }).toString()}`;
}

/**
 * One check in a full-size dialog: tiles, chart, history, spec and relationships
 * (operations §2.2). The time range lives in the URL with the check id.
 */
export function CheckDetail({ checkId, onClose, onAttachEvidence }: CheckDetailProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const restricted = useIsRestrictedMode();
  const canRun = useCanRunChecks();
  // Edit opens the check's editor, a write: only for those who may write canaries.
  const canEdit = useCan('canaries', 'write');
  const canReadLogs = useCan('logging_backends', 'read');
  const canAttach = useCanAttachEvidence();
  const tall = useIsTallScreen();
  const [urlState, updateUrl] = useHealthUrlState();
  const details = useCheckDetails(checkId);
  const check = details.data ?? null;
  // The dashboard's row (when it is loaded) fills the title while the details load.
  const summary = useCachedCheckSummary(checkId);
  const lastRuntime = check?.last_runtime ?? summary?.last_runtime;
  const [openedAt] = useState(() => Date.now());
  const timeRange =
    urlState.timeRange && isTimeRangeKey(urlState.timeRange)
      ? urlState.timeRange
      : defaultTimeRangeFor(lastRuntime, openedAt);
  const graph = useCheckGraph(checkId, timeRange);
  const run = useRunCheck();
  const name = check ? checkDisplayName(check) : summary ? checkDisplayName(summary) : checkId;

  useTitleOverride(restricted || !name ? null : name);

  const uptime = graph.data?.uptime ?? summary?.uptime;
  const latency = graph.data?.latency ?? summary?.latency ?? {};
  const labels = check?.labels ?? summary?.labels ?? {};
  const namespace = check?.namespace ?? summary?.namespace;
  const endpoint = check?.endpoint ?? summary?.endpoint;
  const agentName = check?.agents?.name;
  const source = parseCheckSource(check?.canaries?.source);
  const sourceItem = useCheckSourceItem(source);
  const sourceHref = source && sourceItem.data ? checkSourceHref(source, routes) : null;
  const relationshipCount = (check?.components?.length ?? 0) + (check?.configs?.length ?? 0);
  const icon = check?.icon || summary?.icon || check?.type || summary?.type || 'generic';
  const canaryId = check?.canary_id ?? summary?.canary_id;

  const title: ReactNode = (
    <Inline as="span" gap={2}>
      <Icon name={icon} size="lg" />
      <span>{name}</span>
      {namespace ? <Badge tone="neutral">{namespace}</Badge> : null}
      {agentName ? <Badge tone="info">{t('health.detail.agent', 'agent: {name}', { name: agentName })}</Badge> : null}
      {endpoint ? (
        <Text tone="muted" size="sm" weight="regular">
          {endpoint}
        </Text>
      ) : null}
    </Inline>
  );

  const footer = (
    <Inline gap={2} style={{ width: '100%' }}>
      {source ? (
        sourceHref ? (
          <router.Link to={sourceHref}>
            {t('health.detail.viewSource', 'View source: {name}', { name: sourceItem.data?.name || source.raw })}
          </router.Link>
        ) : (
          <Text tone="muted" size="sm">
            {t('health.detail.source', 'Source: {source}', { source: source.raw })}
          </Text>
        )
      ) : canaryId && canEdit ? (
        // The editor opens on this check of its canary (a canary may hold several checks).
        <router.Link to={editHref(routes.canary(canaryId), check?.type ?? summary?.type, check?.name ?? summary?.name)}>
          {t('health.detail.edit', 'Edit')}
        </router.Link>
      ) : null}
      {!restricted && canRun && checkId ? (
        <Button variant="primary" isLoading={run.isPending} onPress={() => run.mutate(checkId)}>
          {t('health.detail.runNow', 'Run Now')}
        </Button>
      ) : null}
      {checkId ? <PlaybooksMenu checkId={checkId} /> : null}
      {/* #24 its runs in the server's own logs, for who may read them. */}
      {checkId && canReadLogs && !restricted ? (
        <router.Link to={routes.logs(checkLogsParams(checkId))}>{t('health.detail.viewLogs', 'View Logs')}</router.Link>
      ) : null}
      {checkId ? <SilenceButton target={{ kind: 'check', id: checkId, name }} /> : null}
      {check && canAttach ? (
        onAttachEvidence ? (
          <Button onPress={() => onAttachEvidence(check)}>{t('health.detail.attach', 'Attach as Evidence')}</Button>
        ) : (
          <AttachAsEvidenceButton check={{ id: check.id, name: name ?? undefined }} />
        )
      ) : null}
    </Inline>
  );

  return (
    <Dialog
      title={title}
      size="full"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={footer}
    >
      {details.isError ? <InlineAlert tone="danger">{details.error.message}</InlineAlert> : null}
      {run.isSuccess ? (
        <InlineAlert role="status" tone={run.data?.pass ? 'success' : 'danger'}>
          {run.data
            ? run.data.pass
              ? t('health.detail.runPassed', 'Check passed in {duration}', {
                  duration: formatLatency(run.data.duration),
                })
              : t('health.detail.runFailed', 'Check failed: {error}', {
                  error: run.data.error || run.data.message || t('health.detail.noMessage', 'no message'),
                })
            : t('health.detail.runEmpty', 'The run produced no result.')}
        </InlineAlert>
      ) : null}
      {run.isError ? <InlineAlert tone="danger">{run.error.message}</InlineAlert> : null}
      <Tiles>
        <Tile>
          <dt>{t('health.tile.uptime', 'Uptime')}</dt>
          <dd>
            {formatUptime(uptime, 2)}
            <small>
              {t('health.tile.passedFailed', '{passed} passed, {failed} failed', {
                passed: uptime?.passed ?? 0,
                failed: uptime?.failed ?? 0,
              })}
            </small>
          </dd>
        </Tile>
        <Tile>
          <dt>{t('health.tile.latency', 'Latency')}</dt>
          <dd>
            <small>95%: {formatLatency(latency.p95) || '-'}</small>
            <small>97%: {formatLatency(latency.p97) || '-'}</small>
            <small>99%: {formatLatency(latency.p99) || '-'}</small>
          </dd>
        </Tile>
        <Tile>
          <dt>{t('health.tile.severity', 'Severity')}</dt>
          <dd>{check?.severity || summary?.severity || '-'}</dd>
        </Tile>
        <Tile>
          <dt>{t('health.tile.status', 'Health')}</dt>
          <dd>
            <StatusDot status={check?.status ?? summary?.status} showLabel />
          </dd>
        </Tile>
        <Tile>
          <dt>{t('health.tile.lastRun', 'Last Run')}</dt>
          <dd>{lastRuntime ? <RelativeTime value={lastRuntime} /> : '-'}</dd>
        </Tile>
        <Tile>
          <dt>{t('health.tile.transitioned', 'Transitioned')}</dt>
          <dd>
            {(check?.last_transition_time ?? summary?.last_transition_time) ? (
              <RelativeTime value={(check?.last_transition_time ?? summary?.last_transition_time)!} />
            ) : (
              '-'
            )}
          </dd>
        </Tile>
        <Tile>
          <dt>{t('health.tile.nextRun', 'Next Run')}</dt>
          <dd>
            {(check?.next_runtime ?? summary?.next_runtime) ? (
              <NextRun value={(check?.next_runtime ?? summary?.next_runtime)!} />
            ) : (
              '-'
            )}
          </dd>
        </Tile>
        <Tile>
          <dt id={`time-range-${checkId}`}>{t('health.tile.timeRange', 'Time Range')}</dt>
          <dd>
            <CheckDetailRangePicker
              aria-label={t('health.tile.timeRange', 'Time Range')}
              value={timeRange}
              onChange={(value) => updateUrl({ timeRange: value }, { replace: true })}
            />
          </dd>
        </Tile>
      </Tiles>
      {Object.keys(labels).length > 0 ? (
        <TagList tags={labels} maxVisible={6} aria-label={t('health.detail.labels', 'Labels')} />
      ) : null}
      {tall ? (
        <Section>
          <h3>{t('health.detail.overview', 'Health Overview')}</h3>
          <CheckGraph buckets={graph.data?.status ?? []} />
        </Section>
      ) : null}
      <Tabs defaultSelectedKey="history">
        <TabList aria-label={t('health.detail.tabs', 'Check details')}>
          <Tab id="history">{t('health.detail.history', 'History')}</Tab>
          {tall ? null : <Tab id="graph">{t('health.detail.graph', 'Graph')}</Tab>}
          <Tab id="spec">{t('health.detail.spec', 'Spec')}</Tab>
          <Tab id="relationships" count={relationshipCount}>
            {t('health.detail.relationships', 'Relationships')}
          </Tab>
        </TabList>
        <TabPanel id="history">
          <CheckHistory checkId={checkId} timeRange={timeRange} />
        </TabPanel>
        {tall ? null : (
          <TabPanel id="graph">
            <CheckGraph buckets={graph.data?.status ?? []} />
          </TabPanel>
        )}
        <TabPanel id="spec">
          <SpecView spec={check?.spec ?? null} />
        </TabPanel>
        <TabPanel id="relationships">{check ? <Relationships check={check} /> : null}</TabPanel>
      </Tabs>
    </Dialog>
  );
}
