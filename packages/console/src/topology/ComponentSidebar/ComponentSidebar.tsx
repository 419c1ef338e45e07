import type { ReactNode } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Card, DescriptionList, EmptyState, InlineAlert, Skeleton, TagList, useT } from '@mission-control/ui';
import { DateTime, RelativeTime } from '../../preferences';
import { useConsole } from '../../provider/ConsoleProvider';
import { CheckLink } from '../../shared/CheckLink';
import { HealthLabel } from '../HealthLabel';
import { displayName, healthOf, type ComponentHealth, type ComponentNode } from '../model/components';
import {
  useComponentChecks,
  useComponentConfigChanges,
  useComponentConfigs,
  useComponentIncidents,
  useComponentInsights,
} from '../queries';
import { PlaybookRunsTable } from '../../playbooks/PlaybookRunsTable';
import { CardMenu } from '../TopologyCard/CardMenu';
import { useTopologyTree } from '../useTopologyState';
import { Aside, Row, Rows } from './ComponentSidebar.styles';

export interface ComponentSidebarProps {
  /** The component zoomed into (`/topology/{id}`). */
  componentId: string;
  className?: string;
}

const asHealth = (status: string | undefined): ComponentHealth =>
  status === 'healthy' || status === 'unhealthy' || status === 'warning' ? status : 'unknown';

/**
 * The sidebar of `/topology/{id}` (reference §2.1): the component's details, then one panel per kind of
 * related data: Configs, Incidents, Config Changes, Checks, Playbook Runs, Teams, Insights. Each panel reads
 * data the server has; a panel whose data the server does not send is left out rather than shown empty.
 */
export function ComponentSidebar({ componentId, className }: ComponentSidebarProps) {
  const t = useT();
  const { root, isPending, error } = useTopologyTree(componentId);
  const label = t('topology.sidebar.label', 'Component details');
  if (isPending)
    return (
      <Aside aria-label={label} className={className} aria-busy="true">
        <Skeleton lines={6} label={t('topology.sidebar.loading', 'Loading the component')} />
      </Aside>
    );
  if (error && !root)
    return (
      <Aside aria-label={label} className={className}>
        <InlineAlert tone="danger">{errorMessageOf(error)}</InlineAlert>
      </Aside>
    );
  if (!root)
    return (
      <Aside aria-label={label} className={className}>
        <EmptyState title={t('topology.sidebar.notFound', 'This component was not found.')} />
      </Aside>
    );
  return (
    <Aside aria-label={label} className={className}>
      <Details component={root} />
      <Panels component={root} />
    </Aside>
  );
}

function Details({ component }: { component: ComponentNode }) {
  const t = useT();
  const labels = Object.entries(component.labels);
  return (
    <Card title={displayName(component)} headingLevel={2} actions={<CardMenu component={component} />}>
      <DescriptionList
        layout="stacked"
        items={[
          { term: t('topology.details.health', 'Health'), description: <HealthLabel health={healthOf(component)} /> },
          { term: t('topology.details.status', 'Status'), description: component.status },
          { term: t('topology.details.reason', 'Status reason'), description: component.status_reason },
          { term: t('topology.details.type', 'Type'), description: component.type },
          { term: t('topology.details.owner', 'Owner'), description: component.owner },
          { term: t('topology.details.lifecycle', 'Lifecycle'), description: component.lifecycle },
          { term: t('topology.details.description', 'Description'), description: component.description },
          { term: t('topology.details.agent', 'Agent'), description: component.agent_name },
          { term: t('topology.details.externalId', 'External ID'), description: component.external_id },
          {
            term: t('topology.details.labels', 'Labels'),
            description: labels.length ? <TagList tags={component.labels} /> : undefined,
          },
          {
            term: t('topology.details.created', 'Created'),
            description: component.created_at ? <DateTime value={component.created_at} /> : undefined,
          },
          {
            term: t('topology.details.updated', 'Updated'),
            description: component.updated_at ? <RelativeTime value={component.updated_at} /> : undefined,
          },
        ]}
      />
    </Card>
  );
}

function Panel({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Card title={count === undefined ? title : `${title} (${count})`} headingLevel={3}>
      {children}
    </Card>
  );
}

/** The first row of each id: a read's rows first, so they win over the tree's copies. */
function byId<T extends { id: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

function Panels({ component }: { component: ComponentNode }) {
  const t = useT();
  const { router, routes } = useConsole();
  // Linked catalog items and incidents come from their links, with those the tree itself sends (when it does).
  const linkedConfigs = useComponentConfigs(component.id);
  const configs = byId([...(linkedConfigs.data ?? []), ...(component.configs ?? [])]);
  const configIds = configs.map((config) => config.id);
  const changes = useComponentConfigChanges(component.id, configIds);
  const insights = useComponentInsights(component.id, configIds);
  const linkedIncidents = useComponentIncidents(component.id);
  const incidents = byId([...(linkedIncidents.data ?? []), ...(component.incidents ?? [])]);
  // The tree carries only check counts; the checks themselves come from their links when it does not list them.
  const linked = useComponentChecks(component.id, { enabled: !component.checks });
  const checks =
    component.checks ??
    linked.data?.map((check) => ({
      id: check.id,
      name: check.name,
      status: check.status ?? undefined,
      type: check.type ?? undefined,
    }));
  const none = (text: string) => <EmptyState title={text} icon={null} />;
  return (
    <>
      {configs.length > 0 ? (
        <Panel title={t('topology.panel.configs', 'Configs')} count={configs.length}>
          <Rows>
            {configs.map((config) => (
              <Row key={config.id}>
                {config.health ? <HealthLabel health={asHealth(config.health)} iconOnly /> : null}
                <router.Link to={routes.catalogItem(config.id)}>{config.name}</router.Link>
                <span data-muted="">{config.type}</span>
              </Row>
            ))}
          </Rows>
        </Panel>
      ) : null}
      {incidents.length > 0 ? (
        <Panel title={t('topology.panel.incidents', 'Incidents')} count={incidents.length}>
          <Rows>
            {incidents.map((incident) => (
              <Row key={incident.id}>
                <router.Link to={routes.incident(incident.id)}>{incident.title ?? incident.id}</router.Link>
                <span data-muted="">{[incident.severity, incident.status].filter(Boolean).join(' · ')}</span>
              </Row>
            ))}
          </Rows>
        </Panel>
      ) : null}
      {changes.data && changes.data.length > 0 ? (
        <Panel title={t('topology.panel.changes', 'Config Changes')} count={changes.data.length}>
          <Rows>
            {changes.data.map((change) => (
              <Row key={change.id}>
                <span>{change.change_type}</span>
                <span data-muted="">{[change.name, change.summary].filter(Boolean).join(': ')}</span>
                {change.created_at ? <RelativeTime value={change.created_at} /> : null}
              </Row>
            ))}
          </Rows>
        </Panel>
      ) : null}
      {checks ? (
        <Panel title={t('topology.panel.checks', 'Checks')} count={checks.length}>
          {checks.length === 0 ? (
            none(t('topology.panel.noChecks', 'No linked checks'))
          ) : (
            <Rows>
              {checks.map((check) => (
                <Row key={check.id}>
                  <HealthLabel health={asHealth(check.status)} iconOnly />
                  <CheckLink checkId={check.id}>{check.name}</CheckLink>
                  <span data-muted="">{check.type}</span>
                </Row>
              ))}
            </Rows>
          )}
        </Panel>
      ) : null}
      <Panel title={t('topology.panel.runs', 'Playbook Runs')}>
        <PlaybookRunsTable
          filter={{ componentId: component.id }}
          label={t('topology.panel.runs', 'Playbook Runs')}
          emptyMessage={t('topology.panel.noRuns', 'No playbook runs')}
        />
      </Panel>
      {component.team_names ? (
        <Panel title={t('topology.panel.teams', 'Teams')} count={component.team_names.length}>
          {component.team_names.length === 0 ? (
            none(t('topology.panel.noTeams', 'No teams'))
          ) : (
            <Rows>
              {component.team_names.map((team) => (
                <Row key={team}>{team}</Row>
              ))}
            </Rows>
          )}
        </Panel>
      ) : null}
      {insights.data && insights.data.length > 0 ? (
        <Panel title={t('topology.panel.insights', 'Insights')} count={insights.data.length}>
          <Rows>
            {insights.data.map((insight) => (
              <Row key={insight.id}>
                <span>{insight.analyzer}</span>
                <span data-muted="">
                  {[insight.config?.name, insight.analysis_type, insight.severity].filter(Boolean).join(' · ')}
                </span>
              </Row>
            ))}
          </Rows>
        </Panel>
      ) : null}
    </>
  );
}
