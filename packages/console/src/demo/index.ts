export { createDemoClient, DEMO_USER } from './createDemoClient';
export type { DemoClientOptions } from './createDemoClient';
