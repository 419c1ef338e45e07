// The relationships graph: its own chunk (React Flow and dagre), loaded only when the graph is shown.
import { useMemo } from 'react';
import {
  Handle,
  Position,
  ReactFlow,
  MarkerType,
  type Edge,
  type Node,
  type NodeProps,
  type NodeTypes,
} from '@xyflow/react';
import flowCss from '@xyflow/react/dist/base.css?inline';
import { Icon, StatusDot, cssVar, useT } from '@mission-control/ui';
import { styled } from 'styled-components';
import { useConsole } from '../../../provider/ConsoleProvider';
import type { GraphItem, RelationshipGraph } from '../model/graph';
import { layoutGraph, NODE_HEIGHT, NODE_WIDTH } from './layout';

// React Flow's structural stylesheet, nested under this frame so it never styles the host's page.
const Frame = styled.div`
  width: 100%;
  height: 100%;
  ${flowCss}
  .react-flow__edge-path {
    stroke: ${cssVar('color.borderStrong')};
  }
  .react-flow__handle {
    opacity: 0;
  }
  /* The library's credit link, in theme colours so it reads (and passes contrast) on light and dark. */
  .react-flow__attribution {
    background: ${cssVar('color.surface')};
    font-size: ${cssVar('font.size.xs')};
  }
  .react-flow__attribution a {
    color: ${cssVar('color.textMuted')};
  }
`;

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  box-sizing: border-box;
  width: ${NODE_WIDTH}px;
  height: ${NODE_HEIGHT}px;
  padding: ${cssVar('space.2')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surfaceRaised')};
  color: ${cssVar('color.text')};
  font-size: ${cssVar('font.size.sm')};
  &[data-root='true'] {
    border: 2px solid ${cssVar('color.primary')};
  }
  & > span:last-child {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  a,
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: inherit;
    font-weight: ${cssVar('font.weight.medium')};
    /* React Flow gives a node that is neither selectable nor draggable pointer-events: none, so the pane
       took the click and a mouse could not open an item; the link alone takes it back. */
    pointer-events: all;
  }
  a:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 2px;
  }
  small {
    color: ${cssVar('color.textMuted')};
  }
`;

type ItemNode = Node<{ item: GraphItem }, 'item'>;

function ItemCard({ data }: NodeProps<ItemNode>) {
  const t = useT();
  const { router, routes } = useConsole();
  const { item } = data;
  return (
    <Card data-root={item.root}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <StatusDot status={item.health} label={item.health || t('catalog.item.health.unknown', 'unknown')} />
      <span>
        {item.root ? (
          <strong>{item.name}</strong>
        ) : (
          <router.Link to={routes.catalogItem(item.id)}>{item.name}</router.Link>
        )}
        <small>
          <Icon name={item.type} size="sm" /> {item.type}
        </small>
      </span>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </Card>
  );
}

const nodeTypes: NodeTypes = { item: ItemCard };

export interface RelationshipsGraphProps {
  graph: RelationshipGraph;
  /** Accessible name of the graph region. */
  label: string;
}

/**
 * The item and its relationships laid out by dagre and drawn by React Flow. Each related item's name
 * is a link, so Tab reaches every node and Enter opens it; the nodes themselves are not extra tab
 * stops, and nothing can be dragged or connected (the graph shows, it does not edit).
 */
export function RelationshipsGraph({ graph, label }: RelationshipsGraphProps) {
  const { nodes, edges } = useMemo(() => {
    const positions = layoutGraph(graph);
    const nodes: ItemNode[] = graph.items.map((item) => ({
      id: item.id,
      type: 'item',
      position: positions.get(item.id) ?? { x: 0, y: 0 },
      data: { item },
      focusable: false,
      draggable: false,
      selectable: false,
      ariaLabel: item.name,
    }));
    const edges: Edge[] = graph.edges.map((edge) => ({
      ...edge,
      type: 'smoothstep',
      focusable: false,
      selectable: false,
      markerEnd: { type: MarkerType.ArrowClosed },
    }));
    return { nodes, edges };
  }, [graph]);
  return (
    <Frame role="region" aria-label={label}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        nodesConnectable={false}
        nodesDraggable={false}
        elementsSelectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        fitView
        minZoom={0.2}
      />
    </Frame>
  );
}
