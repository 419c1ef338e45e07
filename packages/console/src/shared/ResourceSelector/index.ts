export { ResourceSelector, RESOURCE_SELECTOR_WINDOW } from './ResourceSelector';
export type { ResourceSelectorProps } from './ResourceSelector';
export {
  RESOURCE_LOOKUP_DEBOUNCE_MS,
  RESOURCE_QUERY_DEBOUNCE_MS,
  useResourceOption,
  useResourceSearch,
} from './queries';
export type { ResourceSelectorKind, ResourceOption, ResourceRef } from './queries';
