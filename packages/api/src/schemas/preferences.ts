import { z } from 'zod';

export const DATE_FORMATS = ['short', 'medium', 'full', 'timestamp'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'timestamp';

export const dateFormatOptionSchema = z.object({ value: z.enum(DATE_FORMATS) });

export const timezoneOptionSchema = z.object({ name: z.string().min(1), offset: z.number() });
export type TimezoneOption = z.infer<typeof timezoneOptionSchema>;

/** A saved time range: absolute (two instants), relative (a range key back from now) or mapped (a quick range name). */
export const timeRangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('absolute'), from: z.string().min(1), to: z.string().min(1) }),
  z.object({ type: z.literal('relative'), range: z.string().min(1) }),
  z.object({ type: z.literal('mapped'), name: z.string().min(1), from: z.string().min(1), to: z.string().min(1) }),
]);
export type TimeRangePreference = z.infer<typeof timeRangeSchema>;

/** User preferences kept by the host's storage adapter (spec: shell and access, §9). */
export const preferencesSchema = z.object({
  dateFormat: z.enum(DATE_FORMATS).catch(DEFAULT_DATE_FORMAT).default(DEFAULT_DATE_FORMAT),
  timezone: z.string().min(1).catch('Browser').default('Browser'),
  topologyCardWidth: z.number().int().min(250).max(768).catch(554).default(554),
  showDeletedItems: z.boolean().catch(false).default(false),
  // Only the 5 most recent ranges are kept.
  recentTimeRanges: z
    .array(timeRangeSchema)
    .catch([])
    .transform((ranges) => ranges.slice(0, 5))
    .default([]),
});
export type Preferences = z.infer<typeof preferencesSchema>;
