export { addSummary, asHealth, rollUp, summaryStatus, worstHealth } from './rollup';
export type { RollUpOptions, TopologyExpressionContext, TopologyExpressionEvaluator } from './rollup';
export { buildTree, cutTree, findInTree, flattenTree, parentOf } from './tree';
export { headlinePropertyNames, isTopologySortBy, propertySortValue, sortComponents } from './sort';
export type { SortableComponent, TopologySortBy, TopologySortOrder } from './sort';
export type {
  ComponentHealth,
  ComponentNode,
  ComponentProperty,
  ComponentRow,
  ComponentSummary,
  RolledComponent,
} from './types';
