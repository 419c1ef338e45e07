import { parseDuration } from './duration';

/** A parsed canary schedule: the next run strictly after a given instant. */
export interface Schedule {
  readonly expression: string;
  next(after: Date): Date;
}

/** Shortest `@every` interval: anything faster would only keep the runner busy. */
export const MIN_EVERY_MS = 1000;

const MACROS: Record<string, string> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

interface Field {
  name: string;
  min: number;
  max: number;
  names?: string[];
  /** Offset of names[0] (months start at 1). */
  nameBase?: number;
}

const FIELDS: Field[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTHS, nameBase: 1 },
  // 7 is accepted as Sunday, as in most crons.
  { name: 'day of week', min: 0, max: 7, names: DAYS, nameBase: 0 },
];

function parseValue(text: string, field: Field, expression: string): number {
  const lower = text.toLowerCase();
  const named = field.names?.indexOf(lower) ?? -1;
  if (named >= 0) return named + (field.nameBase ?? 0);
  if (!/^\d+$/.test(text)) throw new Error(`invalid schedule "${expression}": "${text}" is not a valid ${field.name}`);
  const value = Number(text);
  if (value < field.min || value > field.max) {
    throw new Error(
      `invalid schedule "${expression}": ${field.name} ${value} is out of range ${field.min}-${field.max}`,
    );
  }
  return value;
}

function parseField(text: string, field: Field, expression: string): { values: Set<number>; any: boolean } {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range, stepText, extra] = part.split('/');
    if (extra !== undefined || range === undefined || range === '') {
      throw new Error(`invalid schedule "${expression}": "${part}" is not a valid ${field.name}`);
    }
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d+$/.test(stepText) || Number(stepText) === 0) {
        throw new Error(
          `invalid schedule "${expression}": step "${stepText}" in ${field.name} must be a positive number`,
        );
      }
      step = Number(stepText);
    }
    let low: number;
    let high: number;
    if (range === '*') {
      low = field.min;
      high = field.max;
    } else if (range.includes('-')) {
      const [a, b, more] = range.split('-');
      if (more !== undefined || !a || !b) {
        throw new Error(`invalid schedule "${expression}": "${range}" is not a valid ${field.name} range`);
      }
      low = parseValue(a, field, expression);
      high = parseValue(b, field, expression);
      if (low > high) throw new Error(`invalid schedule "${expression}": range ${range} in ${field.name} is reversed`);
    } else {
      low = parseValue(range, field, expression);
      high = stepText === undefined ? low : field.max;
    }
    for (let value = low; value <= high; value += step) values.add(value);
  }
  return { values, any: text === '*' };
}

/** Five-field cron (minute hour day-of-month month day-of-week), evaluated in UTC. */
function parseCron(expression: string, source: string): Schedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) {
    throw new Error(
      `invalid schedule "${source}": expected 5 cron fields (minute hour day-of-month month day-of-week), got ${parts.length}`,
    );
  }
  const [minutes, hours, dom, months, dow] = parts.map((part, i) => parseField(part, FIELDS[i]!, source)) as [
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
  ];
  if (dow.values.has(7)) dow.values.add(0);
  const sortedHours = [...hours.values].sort((a, b) => a - b);
  const sortedMinutes = [...minutes.values].sort((a, b) => a - b);

  const dayMatches = (day: Date) => {
    if (!months.values.has(day.getUTCMonth() + 1)) return false;
    const domOk = dom.values.has(day.getUTCDate());
    const dowOk = dow.values.has(day.getUTCDay());
    // Standard cron: when both day fields are restricted, either may match.
    if (!dom.any && !dow.any) return domOk || dowOk;
    return domOk && dowOk;
  };

  return {
    expression: source,
    next(after: Date) {
      const start = new Date(Math.floor(after.getTime() / 60_000) * 60_000 + 60_000);
      const day = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
      // Bounded search: a valid expression matches within a few years (Feb 29 at worst).
      for (let i = 0; i < 366 * 8; i++, day.setUTCDate(day.getUTCDate() + 1)) {
        if (!dayMatches(day)) continue;
        const sameDay = day.getTime() === Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
        for (const hour of sortedHours) {
          if (sameDay && hour < start.getUTCHours()) continue;
          for (const minute of sortedMinutes) {
            const candidate = new Date(day.getTime() + hour * 3_600_000 + minute * 60_000);
            if (candidate.getTime() >= start.getTime()) return candidate;
          }
        }
      }
      throw new Error(`schedule "${source}" never matches a real date`);
    },
  };
}

/**
 * Parses `@every <duration>`, the `@hourly`/`@daily`/`@weekly`/`@monthly`/`@yearly`
 * macros and five-field cron expressions. Malformed input throws a message that
 * names the problem; nothing here loops without bound.
 */
export function parseSchedule(input: string): Schedule {
  const expression = input.trim();
  if (!expression) throw new Error('schedule is empty');
  if (expression.startsWith('@every')) {
    const rest = expression.slice('@every'.length).trim();
    if (!rest) throw new Error(`invalid schedule "${input}": @every needs a duration such as 30s or 5m`);
    let ms: number;
    try {
      ms = parseDuration(rest);
    } catch (error) {
      throw new Error(`invalid schedule "${input}": ${(error as Error).message}`, { cause: error });
    }
    if (ms < MIN_EVERY_MS) throw new Error(`invalid schedule "${input}": the interval must be at least 1s`);
    return { expression, next: (after) => new Date(after.getTime() + ms) };
  }
  if (expression.startsWith('@')) {
    const macro = MACROS[expression.toLowerCase()];
    if (!macro) {
      throw new Error(
        `invalid schedule "${input}": unknown macro (use @every <duration>, @hourly, @daily, @weekly, @monthly or @yearly)`,
      );
    }
    const cron = parseCron(macro, expression);
    // A valid macro can never fail to match; fail loudly if that ever changes.
    cron.next(new Date(0));
    return cron;
  }
  const cron = parseCron(expression, expression);
  // Reject expressions that can never fire (e.g. 30 February) now, not on first use.
  cron.next(new Date());
  return cron;
}
