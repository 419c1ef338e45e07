// Everything the topology's pages and widgets need, as one chunk loaded on first use (lazy.tsx).
export { ComponentSidebar } from './ComponentSidebar';
export { TopologyCard } from './TopologyCard';
export { TopologyCards } from './TopologyCards';
export { TopologyFilters } from './TopologyFilters';
export { TopologyPage } from './TopologyPage';
