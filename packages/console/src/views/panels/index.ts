export { ViewPanels } from './ViewPanels';
export type { ViewPanelsProps } from './ViewPanels';
