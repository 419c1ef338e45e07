import { useId, useMemo } from 'react';
import { Icon, InlineAlert, Skeleton, Truncate, useT } from '@mission-control/ui';
import { errorMessageOf } from '@mission-control/api';
import { usePreferences } from '../../preferences/preferences';
import { useConsole } from '../../provider/ConsoleProvider';
import { CheckLink } from '../../shared/CheckLink';
import { HEALTH_COLOR, HealthLabel } from '../HealthLabel';
import {
  checkCounts,
  childrenUnhealthyFirst,
  displayName,
  headlineProperties,
  healthOf,
  isLeaf,
  listedProperties,
  nestedRows,
  type ComponentHealth,
  type ComponentNode,
} from '../model/components';
import { topologyQuery, decodeFilters } from '../model/filters';
import { useTopology } from '../queries';
import { CardMenu } from './CardMenu';
import { PropertyValue } from './PropertyValue';
import { Article, Header, Metrics, Muted, Properties, Section } from './TopologyCard.styles';

/** Children named on a card; the rest are counted ('and 12 more'), the full list is a Zoom In away. */
export const CARD_CHILD_LIMIT = 8;

export interface TopologyCardProps {
  /** The component as the tree endpoint returned it. */
  component?: ComponentNode;
  /** Or its id: the card reads the component itself (for embedding a single card). */
  componentId?: string;
  /** Without the actions menu (an embedded card). @default false */
  hideMenu?: boolean;
  className?: string;
}

/**
 * One component's card (reference §2.1): coloured by its health with the health also in words, headline
 * properties as metrics, the other properties, its children (unhealthy first), its checks, incidents and
 * insights, and the actions menu.
 */
export function TopologyCard({ component, componentId, hideMenu = false, className }: TopologyCardProps) {
  if (component) return <CardView component={component} hideMenu={hideMenu} className={className} />;
  return <CardById componentId={componentId ?? ''} hideMenu={hideMenu} className={className} />;
}

function CardById({
  componentId,
  hideMenu,
  className,
}: {
  componentId: string;
  hideMenu: boolean;
  className?: string;
}) {
  const t = useT();
  // The component with its children, as `/topology/{id}` reads it (hidden children left out).
  const query = useMemo(() => topologyQuery(decodeFilters(new URLSearchParams()), componentId), [componentId]);
  const { data, error, isPending } = useTopology(query, { enabled: !!componentId });
  const found = data?.components.find((entry) => entry.id === componentId);
  if (isPending && componentId) return <CardSkeleton />;
  if (error) return <InlineAlert tone="danger">{errorMessageOf(error)}</InlineAlert>;
  if (!found)
    return <InlineAlert tone="info">{t('topology.card.notFound', 'This component was not found.')}</InlineAlert>;
  return <CardView component={found} hideMenu={hideMenu} className={className} />;
}

/** A card's placeholder while the tree loads: the card's outline with grey lines, silent (the list says it is busy). */
export function CardSkeleton() {
  const [preferences] = usePreferences();
  return (
    <Article
      as="div"
      aria-hidden="true"
      data-skeleton=""
      style={{ width: preferences.topologyCardWidth, ['--health-color' as string]: HEALTH_COLOR.unknown }}
    >
      <Skeleton width="60%" height="1.4em" />
      <Skeleton lines={3} />
    </Article>
  );
}

function CardView({
  component,
  hideMenu,
  className,
}: {
  component: ComponentNode;
  hideMenu: boolean;
  className?: string;
}) {
  const t = useT();
  const { router, routes } = useConsole();
  const [preferences] = usePreferences();
  const headingId = useId();
  const health = healthOf(component);
  const name = displayName(component);
  const headline = headlineProperties(component);
  const properties = listedProperties(component);
  return (
    <Article
      aria-labelledby={headingId}
      className={className}
      data-health={health}
      data-component-id={component.id}
      style={{ width: preferences.topologyCardWidth, ['--health-color' as string]: HEALTH_COLOR[health] }}
    >
      <Header>
        <div data-title="">
          <h2 id={headingId}>
            {component.icon ? <Icon name={component.icon} size="md" /> : null}
            {isLeaf(component) ? (
              <span title={component.tooltip}>{name}</span>
            ) : (
              <router.Link to={routes.component(component.id)} title={component.tooltip}>
                {name}
              </router.Link>
            )}
          </h2>
          <HealthLabel health={health} />
          {component.agent_name && component.agent_name !== 'local' ? (
            <Muted>{t('topology.card.agent', 'Agent: {name}', { name: component.agent_name })}</Muted>
          ) : null}
          {component.status_reason ? (
            <Muted>
              <Truncate text={component.status_reason} lines={2} />
            </Muted>
          ) : null}
        </div>
        {hideMenu ? null : <CardMenu component={component} />}
      </Header>
      {headline.length > 0 ? (
        <Metrics aria-label={t('topology.card.metrics', 'Metrics')}>
          {headline.map((property) => (
            <div key={property.name} title={property.tooltip}>
              <dt>{property.label ?? property.name}</dt>
              <dd>
                <PropertyValue property={property} />
              </dd>
            </div>
          ))}
        </Metrics>
      ) : null}
      {properties.length > 0 ? (
        <Properties aria-label={t('topology.card.properties', 'Properties')}>
          {properties.map((property) => (
            <PropertyRow key={property.name} property={property} />
          ))}
        </Properties>
      ) : null}
      <ChildSummary component={component} />
      <CheckSummary component={component} />
      <CountsSection
        title={t('topology.card.incidents', 'Incidents')}
        rows={nestedRows(component.summary.incidents)}
        tone="unhealthy"
      />
      <CountsSection
        title={t('topology.card.insights', 'Insights')}
        rows={nestedRows(component.summary.insights)}
        tone="warning"
      />
    </Article>
  );
}

function PropertyRow({ property }: { property: ComponentNode['properties'][number] }) {
  const links = property.links ?? [];
  return (
    <>
      <dt title={property.tooltip}>{property.label ?? property.name}</dt>
      <dd>
        {links.length > 0 ? (
          links.map((link, index) =>
            link.url ? (
              <a key={index} href={link.url} target="_blank" rel="noreferrer noopener">
                {link.text ?? link.label ?? property.text ?? link.url}
              </a>
            ) : null,
          )
        ) : (
          <PropertyValue property={property} />
        )}
      </dd>
    </>
  );
}

function ChildSummary({ component }: { component: ComponentNode }) {
  const t = useT();
  const { router, routes } = useConsole();
  const sorted = useMemo(() => childrenUnhealthyFirst(component.components), [component.components]);
  if (sorted.length === 0) return null;
  const shown = sorted.slice(0, CARD_CHILD_LIMIT);
  const titleId = `${component.id}-children`;
  return (
    <Section role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('topology.card.children', 'Components ({count})', { count: sorted.length })}</h3>
      <ul>
        {shown.map((child) => (
          <li key={child.id}>
            <HealthLabel health={healthOf(child)} iconOnly />
            <router.Link to={routes.component(child.id)}>{displayName(child)}</router.Link>
          </li>
        ))}
        {sorted.length > shown.length ? (
          <li>
            <Muted>
              {t('topology.card.moreChildren', 'and {count} more', { count: sorted.length - shown.length })}
            </Muted>
          </li>
        ) : null}
      </ul>
    </Section>
  );
}

const CHECK_HEALTH: Record<string, ComponentHealth> = {
  healthy: 'healthy',
  unhealthy: 'unhealthy',
  warning: 'warning',
};

function CheckSummary({ component }: { component: ComponentNode }) {
  const t = useT();
  const counts = checkCounts(component.summary);
  // The failing checks themselves, where the tree carries them (children do; grandchildren do not).
  const failing = (component.checks ?? []).filter((check) => check.status && check.status !== 'healthy');
  if (counts.length === 0 && failing.length === 0) return null;
  const titleId = `${component.id}-checks`;
  return (
    <Section role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('topology.card.checks', 'Checks')}</h3>
      <ul>
        {counts.map(({ status, count }) => (
          <li key={status}>
            <HealthLabel
              health={CHECK_HEALTH[status] ?? 'unknown'}
              text={t('topology.card.checkCount', '{count} {status}', { count, status })}
            />
          </li>
        ))}
      </ul>
      {failing.length > 0 ? (
        <ul aria-label={t('topology.card.failingChecks', 'Failing checks')}>
          {failing.map((check) => (
            <li key={check.id}>
              <HealthLabel health={CHECK_HEALTH[check.status ?? ''] ?? 'unknown'} iconOnly />
              <CheckLink checkId={check.id}>{check.name}</CheckLink>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function CountsSection({
  title,
  rows,
  tone,
}: {
  title: string;
  rows: { type: string; severity: string; count: number }[];
  tone: ComponentHealth;
}) {
  const titleId = useId();
  if (rows.length === 0) return null;
  return (
    <Section role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ul>
        {rows.map((row) => (
          <li key={`${row.type}-${row.severity}`}>
            <HealthLabel health={tone} iconOnly />
            <span>
              {row.count} {row.type} ({row.severity})
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
