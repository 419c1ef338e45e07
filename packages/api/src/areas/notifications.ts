/** Notification summaries and silences: `/notification`. */
import { z } from '../schemas/zod';
import {
  notificationSilenceRequestSchema,
  type NotificationSummaryRequest,
  notificationSummaryRequestSchema,
} from '../schemas/resources';
import { validateBody } from './auth';
import type { HttpTransport, RequestOptions } from '../transport';

/** `POST /notification/silence` body: upstream's fields plus the silence's name and namespace. */
export const notificationSilenceSaveSchema = z.extend(notificationSilenceRequestSchema, {
  name: z.optional(z.string()),
  namespace: z.optional(z.string()),
  until: z.optional(z.nullable(z.string())),
  selectors: z.optional(z.array(z.record(z.string(), z.unknown()))),
});
export type NotificationSilenceSave = z.infer<typeof notificationSilenceSaveSchema>;

/** The saved silence (`notification_silences` row) the server answers with. */
export const notificationSilenceSavedSchema = z.looseObject({
  id: z.string(),
  name: z.nullable(z.string()),
  from: z.nullable(z.string()),
  until: z.nullable(z.string()),
});
export type NotificationSilenceSaved = z.infer<typeof notificationSilenceSavedSchema>;

/** One group of `POST /notification/summary` (duty query/notification_types.go), for callers that parse it. */
export const notificationSummaryRowSchema = z.looseObject({
  resource: z.nullable(z.record(z.string(), z.unknown())),
  resource_type: z.nullable(z.string()),
  resource_id: z.string(),
  resource_health: z.nullable(z.string()),
  resource_status: z.nullable(z.string()),
  resource_health_description: z.nullable(z.string()),
  first_observed: z.string(),
  last_seen: z.string(),
  total: z.number(),
  last_message: z.nullable(z.string()),
  sent: z.number(),
  error: z.number(),
  suppressed: z.number(),
});
export const notificationSummaryResponseSchema = z.object({
  total: z.number(),
  results: z.array(notificationSummaryRowSchema),
});
export type NotificationSummaryResponse = z.infer<typeof notificationSummaryResponseSchema>;

/** `GET /notification/silence_preview`: the sends of the last 15 days a silence would have matched. */
export const notificationSilencePreviewSchema = z.object({
  notifications: z.array(z.record(z.string(), z.unknown())),
  resources: z.record(z.string(), z.unknown()),
});
export type NotificationSilencePreview = z.infer<typeof notificationSilencePreviewSchema>;

export interface NotificationClient {
  /** `POST /notification/summary`: the send history grouped by resource (`groupBy`, `from`, `to` optional). */
  summary(
    request: NotificationSummaryRequest & { groupBy?: string; from?: string; to?: string },
    options?: RequestOptions,
  ): Promise<unknown>;
  /**
   * `POST /notification/silence`; `until: null` means indefinitely. Answers the saved silence
   * (`NotificationSilenceSaved`; typed `unknown` so callers written when it answered nothing still fit).
   */
  silence(request: NotificationSilenceSave, options?: RequestOptions): Promise<unknown>;
  /** `GET /notification/silence_preview?id=&recursive=&filter=&selectors=` (`NotificationSilencePreview`). */
  silencePreview(query: Record<string, string>, options?: RequestOptions): Promise<unknown>;
}

export function createNotificationClient(http: HttpTransport): NotificationClient {
  return {
    async summary(request, options = {}) {
      const body = validateBody(
        z.extend(notificationSummaryRequestSchema, {
          groupBy: z.optional(z.string()),
          from: z.optional(z.string()),
          to: z.optional(z.string()),
        }),
        request,
      );
      return http.request({ method: 'POST', path: '/notification/summary', body, signal: options.signal }, z.unknown());
    },
    async silence(request, options = {}) {
      const body = validateBody(notificationSilenceSaveSchema, request);
      return http.request(
        { method: 'POST', path: '/notification/silence', body, signal: options.signal },
        notificationSilenceSavedSchema,
      );
    },
    silencePreview: (query, options = {}) =>
      http.request({ path: '/notification/silence_preview', query, signal: options.signal }, z.unknown()),
  };
}
