// Pure helpers of the applications area: the spec as YAML in the form, the report's addresses, and the backup
// calendar's days.
import { parse, stringify } from 'yaml';
import { applicationSpecProblem, type ApplicationChangeEntry, type ApplicationSpec } from '@mission-control/api';

/** The spec as the form shows it. */
export function specToYaml(spec: unknown): string {
  return spec && typeof spec === 'object' && Object.keys(spec).length ? stringify(spec) : '';
}

/** The form's YAML read into a spec, or the first problem as a sentence (the server checks the same schema). */
export function parseSpecYaml(text: string): { spec: ApplicationSpec } | { problem: string } {
  let value: unknown;
  try {
    value = text.trim() ? parse(text) : {};
  } catch (error) {
    return { problem: `The spec is not valid YAML: ${(error as Error).message.split('\n')[0]}` };
  }
  const problem = applicationSpecProblem(value ?? {});
  return problem ? { problem: `The spec is not valid: ${problem}` } : { spec: (value ?? {}) as ApplicationSpec };
}

/** A Kubernetes-style name, as the server requires for the report's address. */
export const NAME_PATTERN = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;

export function nameProblem(label: string, value: string): string | null {
  if (!value.trim()) return `${label} is required`;
  if (!NAME_PATTERN.test(value)) {
    return `${label} must be lower-case letters, digits, '-' and '.', starting and ending with a letter or digit`;
  }
  return null;
}

export type DayStatus = 'completed' | 'failed' | 'mixed';

export interface CalendarDay {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  completed: number;
  failed: number;
  status: DayStatus | null;
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * The backup calendar: whole weeks (Monday first, UTC) from the week of the first backup to the week of the last,
 * at most `maxWeeks` ending with the last; each day with its completed and failed backups.
 */
export function backupCalendar(backups: readonly ApplicationChangeEntry[], maxWeeks = 26): CalendarDay[][] {
  if (!backups.length) return [];
  const counts = new Map<string, { completed: number; failed: number }>();
  for (const backup of backups) {
    const day = dayOf(backup.date);
    const entry = counts.get(day) ?? { completed: 0, failed: 0 };
    if (backup.status === 'failed') entry.failed += 1;
    else entry.completed += 1;
    counts.set(day, entry);
  }
  const days = [...counts.keys()].sort();
  const mondayOf = (day: string) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return time - ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS;
  };
  const last = mondayOf(days.at(-1)!);
  const first = Math.max(mondayOf(days[0]!), last - (maxWeeks - 1) * 7 * DAY_MS);
  const weeks: CalendarDay[][] = [];
  for (let week = first; week <= last; week += 7 * DAY_MS) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const date = new Date(week + index * DAY_MS).toISOString().slice(0, 10);
        const entry = counts.get(date) ?? { completed: 0, failed: 0 };
        const status: DayStatus | null =
          entry.failed && entry.completed ? 'mixed' : entry.failed ? 'failed' : entry.completed ? 'completed' : null;
        return { date, ...entry, status };
      }),
    );
  }
  return weeks;
}
