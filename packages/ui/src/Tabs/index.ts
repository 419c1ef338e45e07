export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TabKey, TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
