import { z } from './zod';
import { mapped } from './common';

export const DATE_FORMATS = ['short', 'medium', 'full', 'timestamp'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'timestamp';

export const dateFormatOptionSchema = z.object({ value: z.enum(DATE_FORMATS) });

export const timezoneOptionSchema = z.object({ name: z.string().check(z.minLength(1)), offset: z.number() });
export type TimezoneOption = z.infer<typeof timezoneOptionSchema>;

/** A saved time range: absolute (two instants), relative (a range key back from now) or mapped (a quick range name). */
export const timeRangeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('absolute'),
    from: z.string().check(z.minLength(1)),
    to: z.string().check(z.minLength(1)),
  }),
  z.object({ type: z.literal('relative'), range: z.string().check(z.minLength(1)) }),
  z.object({
    type: z.literal('mapped'),
    name: z.string().check(z.minLength(1)),
    from: z.string().check(z.minLength(1)),
    to: z.string().check(z.minLength(1)),
  }),
]);
export type TimeRangePreference = z.infer<typeof timeRangeSchema>;

/** User preferences kept by the host's storage adapter (spec: shell and access, §9). */
export const preferencesSchema = z.object({
  dateFormat: z._default(z.catch(z.enum(DATE_FORMATS), DEFAULT_DATE_FORMAT), DEFAULT_DATE_FORMAT),
  timezone: z._default(z.catch(z.string().check(z.minLength(1)), 'Browser'), 'Browser'),
  topologyCardWidth: z._default(z.catch(z.int().check(z.gte(250)).check(z.lte(768)), 554), 554),
  showDeletedItems: z._default(z.catch(z.boolean(), false), false),
  // Only the 5 most recent ranges are kept.
  recentTimeRanges: z._default(
    mapped(z.catch(z.array(timeRangeSchema), []), (ranges) => ranges.slice(0, 5)),
    [],
  ),
});
export type Preferences = z.infer<typeof preferencesSchema>;
