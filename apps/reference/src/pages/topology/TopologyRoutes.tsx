import { useParams } from 'react-router';
import { consolePage, TopologyCard, TopologyPage, usePageTitle, useShellTitle } from '@mission-control/console';
import { VisuallyHidden } from '@mission-control/ui';

/** `/topology` and `/topology/:id`: the cards (and, zoomed in, the sidebar); the console loads them on demand. */
export function TopologyRoute() {
  const { id } = useParams();
  useShellTitle(consolePage(id ? 'component' : 'topology').title);
  // Keyed by id: zooming into another component starts from its first cards.
  return <TopologyPage key={id ?? ''} componentId={id} />;
}

/** `/view/topology/:id`: one card without the shell, for embedding in another page. */
export function TopologyViewRoute() {
  const { id = '' } = useParams();
  const title = consolePage('topologyView').title;
  usePageTitle(title);
  return (
    <main style={{ padding: 8 }}>
      {/* The page's heading for assistive technology; an embedding page shows its own title. */}
      <h1 style={{ margin: 0 }}>
        <VisuallyHidden>{title}</VisuallyHidden>
      </h1>
      <TopologyCard componentId={id} hideMenu />
    </main>
  );
}
