export { Latency } from './Latency';
export type { LatencyProps } from './Latency';
