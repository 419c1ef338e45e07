export { nextTriState, TriStateToggle } from './TriStateToggle';
export type { TriState, TriStateToggleProps } from './TriStateToggle';
