import {
  DateTime as UiDateTime,
  RelativeTime as UiRelativeTime,
  type DateTimeProps,
  type RelativeTimeProps,
} from '@mission-control/ui';
import { useDatePreferences } from './preferences';

/** ui's DateTime in the user's chosen format and zone, unless the caller fixes them. */
export function DateTime(props: DateTimeProps) {
  const preferred = useDatePreferences();
  return <UiDateTime format={preferred.format} timeZone={preferred.timeZone} {...props} />;
}

/** ui's RelativeTime; its title (the full timestamp) follows the chosen zone. */
export function RelativeTime(props: RelativeTimeProps) {
  const preferred = useDatePreferences();
  return <UiRelativeTime timeZone={preferred.timeZone} {...props} />;
}
