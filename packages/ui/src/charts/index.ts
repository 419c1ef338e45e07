export { LatencyChart } from './LatencyChart';
export type { LatencyChartProps } from './LatencyChart';
export { StatusHistoryChart } from './StatusHistoryChart';
export type { StatusHistoryChartProps } from './StatusHistoryChart';
export type { LatencyPoint, StatusPoint } from './chartData';
