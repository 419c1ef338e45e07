export { ComponentSidebar, TopologyCard, TopologyCards, TopologyFilters, TopologyPage } from './lazy';
export type { ComponentSidebarProps } from './ComponentSidebar/ComponentSidebar';
export type { TopologyCardProps } from './TopologyCard/TopologyCard';
export type { TopologyCardsProps } from './TopologyCards/TopologyCards';
export type { TopologyFiltersProps } from './TopologyFilters/TopologyFilters';
export type { TopologyPageProps } from './TopologyPage/TopologyPage';
export type {
  ComponentCheck,
  ComponentConfig,
  ComponentIncident,
  ComponentInsight,
  NodeSummary,
  ComponentHealth,
  NestedCounts,
  PropertyLink,
  ComponentNode,
  NodeProperty,
} from './model/components';
