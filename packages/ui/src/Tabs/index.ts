export { Tab, TabCount, TabList, TabPanel, Tabs } from './Tabs';
export type { TabCountProps, TabKey, TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
