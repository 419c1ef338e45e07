import type { ReactNode } from 'react';
import { Icon, useT } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { typeLabel } from '../model/catalogUrl';
import { Crumbs, Root, TabRow } from './CatalogHeader.styles';

export type CatalogTab = 'catalog' | 'changes' | 'insights' | 'scrapers';

export interface CatalogHeaderProps {
  /** The page shown; its tab is marked current. */
  current: CatalogTab;
  /** The chosen type: a breadcrumb after `Catalog`, carried along to Changes and Insights. */
  configType?: string;
  /** A last breadcrumb (e.g. a scraper's name). */
  trail?: ReactNode;
}

/**
 * The catalog's top tabs (Catalog, Changes, Insights, Scrapers) and breadcrumb (reference §1.1): links,
 * since each tab is its own page; the first three keep `?configType=` along.
 */
export function CatalogHeader({ current, configType, trail }: CatalogHeaderProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const typed = configType ? { configType } : undefined;
  const tabs: { id: CatalogTab; label: string; href: string }[] = [
    { id: 'catalog', label: t('catalog.tab.catalog', 'Catalog'), href: routes.catalog(typed) },
    { id: 'changes', label: t('catalog.tab.changes', 'Changes'), href: routes.catalogChanges(typed) },
    { id: 'insights', label: t('catalog.tab.insights', 'Insights'), href: routes.catalogInsights(typed) },
    { id: 'scrapers', label: t('catalog.tab.scrapers', 'Scrapers'), href: routes.catalogScrapers() },
  ];
  const crumbs: ReactNode[] = [
    <router.Link key="root" to={routes.catalog()}>
      {t('catalog.crumb.root', 'Catalog')}
    </router.Link>,
  ];
  if (configType && current !== 'scrapers') {
    crumbs.push(
      <router.Link key="type" to={routes.catalog({ configType })} title={configType}>
        <Icon name={configType} size="sm" /> {typeLabel(configType)}
      </router.Link>,
    );
  }
  if (current === 'changes') crumbs.push(t('catalog.crumb.changes', 'Changes'));
  if (current === 'insights') crumbs.push(t('catalog.crumb.insights', 'Insights'));
  if (current === 'scrapers') {
    crumbs.push(
      trail ? (
        <router.Link key="scrapers" to={routes.catalogScrapers()}>
          {t('catalog.crumb.scrapers', 'Scrapers')}
        </router.Link>
      ) : (
        t('catalog.crumb.scrapers', 'Scrapers')
      ),
    );
  }
  if (trail) crumbs.push(trail);
  return (
    <Root>
      <nav aria-label={t('catalog.breadcrumb', 'Breadcrumb')}>
        <Crumbs>
          {crumbs.map((crumb, index) => (
            <li key={index} aria-current={index === crumbs.length - 1 ? 'location' : undefined}>
              {crumb}
            </li>
          ))}
        </Crumbs>
      </nav>
      <nav aria-label={t('catalog.tabs', 'Catalog pages')}>
        <TabRow>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <router.Link to={tab.href} aria-current={tab.id === current ? 'page' : undefined}>
                {tab.label}
              </router.Link>
            </li>
          ))}
        </TabRow>
      </nav>
    </Root>
  );
}
