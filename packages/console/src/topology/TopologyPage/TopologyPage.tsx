import { useT } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { ComponentSidebar } from '../ComponentSidebar';
import { displayName } from '../model/components';
import { TopologyCards } from '../TopologyCards';
import { TopologyFilters } from '../TopologyFilters';
import { useTopologyTree } from '../useTopologyState';
import { Body, Crumbs, Root } from './TopologyPage.styles';

export interface TopologyPageProps {
  /** `/topology/{id}`: the component zoomed into (its children as cards, itself in the sidebar). */
  componentId?: string;
  className?: string;
}

/** `/topology` and `/topology/{id}` (reference §2.1): the filter bar, the cards and, zoomed in, the sidebar. */
export function TopologyPage({ componentId, className }: TopologyPageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const { root } = useTopologyTree(componentId);
  return (
    <Root className={className}>
      {componentId ? (
        <Crumbs aria-label={t('topology.breadcrumb', 'Breadcrumb')}>
          <ol>
            <li>
              <router.Link to={routes.topology()}>{t('topology.title', 'Topology')}</router.Link>
            </li>
            {root?.parent_id ? (
              <li>
                <router.Link to={routes.component(root.parent_id)}>{t('topology.parent', 'Parent')}</router.Link>
              </li>
            ) : null}
            <li aria-current="page">{root ? displayName(root) : '…'}</li>
          </ol>
        </Crumbs>
      ) : null}
      <TopologyFilters componentId={componentId} />
      <Body data-sidebar={componentId ? '' : undefined}>
        <TopologyCards componentId={componentId} />
        {componentId ? <ComponentSidebar componentId={componentId} /> : null}
      </Body>
    </Root>
  );
}
