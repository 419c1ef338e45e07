import type { ReactNode } from 'react';
import type { ConfigDetail, ConfigProperty } from '@mission-control/api';
import { DescriptionList, Icon, StatusDot, TagList, useT, type DescriptionItem } from '@mission-control/ui';
import { DateTime } from '../../../preferences/PreferredDate';
import { LOCAL_AGENT_ID } from '@mission-control/api';
import { Sidebar } from './CatalogItemPage.styles';

function propertyValue(property: ConfigProperty): ReactNode {
  const value =
    property.text ?? (property.value !== null && property.value !== undefined ? String(property.value) : '');
  const text = property.unit ? `${value} ${property.unit}` : value;
  const link = property.links?.find((l) => l.url);
  if (link?.url && /^https?:\/\//i.test(link.url)) {
    return (
      <a href={link.url} target="_blank" rel="noreferrer noopener">
        {text || link.label || link.url}
      </a>
    );
  }
  return text || '-';
}

/** Properties grouped by their `type` (upstream groups them the same way), in the order they came. */
function propertyGroups(properties: readonly ConfigProperty[]): [string, ConfigProperty[]][] {
  const groups = new Map<string, ConfigProperty[]>();
  for (const property of properties) {
    const group = property.type ?? '';
    groups.set(group, [...(groups.get(group) ?? []), property]);
  }
  return [...groups.entries()];
}

export interface DetailsSidebarProps {
  item: ConfigDetail;
}

/** The details of the item beside its tabs (reference §1.3): name, tags, status, dates, agent, type, class, properties. */
export function DetailsSidebar({ item }: DetailsSidebarProps) {
  const t = useT();
  const tags = item.tags ?? {};
  const status = item.status || item.health;
  const items: DescriptionItem[] = [
    { term: t('catalog.item.details.name', 'Name'), description: item.name || item.id },
    Object.keys(tags).length > 0
      ? {
          term: t('catalog.item.details.tags', 'Tags'),
          description: <TagList tags={tags} maxVisible={8} aria-label={t('catalog.item.details.tags', 'Tags')} />,
        }
      : { term: t('catalog.item.details.tags', 'Tags'), description: null },
    {
      term: item.deleted_at
        ? t('catalog.item.details.lastStatus', 'Last status')
        : t('catalog.item.details.status', 'Status'),
      description: status ? <StatusDot status={item.health ?? status} label={status} showLabel /> : null,
    },
    {
      term: t('catalog.item.details.health', 'Health'),
      description: item.health ? <StatusDot status={item.health} label={item.health} showLabel /> : null,
    },
    {
      term: t('catalog.item.details.created', 'Created'),
      description: item.created_at ? <DateTime value={item.created_at} /> : null,
    },
    {
      term: t('catalog.item.details.updated', 'Updated'),
      description: item.updated_at ? <DateTime value={item.updated_at} /> : null,
    },
    {
      term: t('catalog.item.details.deleted', 'Deleted'),
      description: item.deleted_at ? <DateTime value={item.deleted_at} /> : null,
    },
    {
      term: t('catalog.item.details.agent', 'Agent'),
      description:
        item.agent_id && item.agent_id !== LOCAL_AGENT_ID
          ? item.agent_name || item.agent_id
          : t('catalog.item.details.localAgent', 'local'),
    },
    {
      term: t('catalog.item.details.type', 'Type'),
      description: item.type ? (
        <>
          <Icon name={item.type} size="sm" /> {item.type}
        </>
      ) : null,
    },
    { term: t('catalog.item.details.class', 'Class'), description: item.config_class || null },
    { term: t('catalog.item.details.scraper', 'Scraper'), description: item.scraper?.name || null },
  ];
  const groups = propertyGroups(item.properties ?? []);
  return (
    <Sidebar aria-label={t('catalog.item.details', 'Details')}>
      <h3>{t('catalog.item.details', 'Details')}</h3>
      <DescriptionList items={items} />
      {groups.map(([group, properties]) => (
        <section key={group} aria-label={group || t('catalog.item.details.properties', 'Properties')}>
          <h3>{group || t('catalog.item.details.properties', 'Properties')}</h3>
          <DescriptionList
            items={properties.map((property, index) => ({
              key: `${property.name ?? ''}:${index}`,
              term: property.label || property.name || '-',
              description: propertyValue(property),
            }))}
          />
        </section>
      ))}
    </Sidebar>
  );
}
