export { useControllableState } from './useControllableState';
export type { SetControllableState, UseControllableStateOptions } from './useControllableState';
