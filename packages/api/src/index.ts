export { createClient, createTransport } from './client';
export type {
  CanaryClient,
  ClientConfig,
  HttpTransport,
  MissionControlClient,
  RequestOptions,
  TransportMode,
} from './client';
export { ApiError, ERROR_MESSAGES, isApiError, messageFromBody } from './errors';
export type { ApiErrorKind } from './errors';
export {
  LOCAL_AGENT_ID,
  checkSummaryResponseSchema,
  checkSummarySchema,
  latencySchema,
  uptimeSchema,
} from './schemas/canary';
export type { CheckSummary, CheckSummaryResponse, Latency, Uptime } from './schemas/canary';
