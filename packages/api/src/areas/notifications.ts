/** Notification summaries and silences: `/notification`. */
import { z } from 'zod';
import {
  type NotificationSilenceRequest,
  notificationSilenceRequestSchema,
  type NotificationSummaryRequest,
  notificationSummaryRequestSchema,
} from '../schemas/resources';
import { validateBody } from './auth';
import type { HttpTransport, RequestOptions } from '../transport';

export interface NotificationClient {
  /** `POST /notification/summary`. */
  summary(request: NotificationSummaryRequest, options?: RequestOptions): Promise<unknown>;
  /** `POST /notification/silence`; `until: null` means indefinitely. */
  silence(request: NotificationSilenceRequest, options?: RequestOptions): Promise<void>;
  /** `GET /notification/silence_preview`. */
  silencePreview(query: Record<string, string>, options?: RequestOptions): Promise<unknown>;
}

export function createNotificationClient(http: HttpTransport): NotificationClient {
  return {
    async summary(request, options = {}) {
      const body = validateBody(notificationSummaryRequestSchema, request);
      return http.request({ method: 'POST', path: '/notification/summary', body, signal: options.signal }, z.unknown());
    },
    async silence(request, options = {}) {
      const body = validateBody(notificationSilenceRequestSchema, request);
      await http.request({ method: 'POST', path: '/notification/silence', body, signal: options.signal }, z.unknown());
    },
    silencePreview: (query, options = {}) =>
      http.request({ path: '/notification/silence_preview', query, signal: options.signal }, z.unknown()),
  };
}
