import type { ApplicationChangeEntry } from '@mission-control/api';
import { cssVar, useT } from '@mission-control/ui';
import { backupCalendar, type DayStatus } from '../model';
import { Legend, Summary } from './report.styles';

const CELL = 13;
const GAP = 3;
const LEFT = 28;
const TOP = 16;
const WEEKDAYS = ['Mon', '', 'Wed', '', 'Fri', '', ''];

const FILL: Record<DayStatus | 'none', string> = {
  completed: cssVar('color.statusGreen'),
  failed: cssVar('color.statusRed'),
  mixed: cssVar('color.statusOrange'),
  none: cssVar('color.surfaceSunken'),
};

/** A failed day also carries a cross, so its status never rests on colour alone. */
function Cross({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x + 3} ${y + 3}L${x + CELL - 3} ${y + CELL - 3}M${x + CELL - 3} ${y + 3}L${x + 3} ${y + CELL - 3}`}
      stroke="#fff"
      strokeWidth={1.6}
      aria-hidden="true"
    />
  );
}

/**
 * The backups as a calendar heat-map (reference §4.3): one square per day, weeks as columns, the day's status in
 * colour, a cross on failed days and a title on every square; the totals are written above it.
 */
export function BackupCalendar({ backups }: { backups: readonly ApplicationChangeEntry[] }) {
  const t = useT();
  const weeks = backupCalendar(backups);
  if (!weeks.length) return null;
  const days = weeks.flat();
  const completed = days.reduce((sum, day) => sum + day.completed, 0);
  const failed = days.reduce((sum, day) => sum + day.failed, 0);
  const from = days[0]!.date;
  const to = days.at(-1)!.date;
  const summary = t(
    'applications.backups.summary',
    '{completed} completed and {failed} failed backups from {from} to {to}',
    {
      completed: String(completed),
      failed: String(failed),
      from,
      to,
    },
  );
  const width = LEFT + weeks.length * (CELL + GAP);
  const height = TOP + 7 * (CELL + GAP);
  return (
    <figure style={{ margin: 0 }}>
      <Summary>{summary}</Summary>
      <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {WEEKDAYS.map((label, row) =>
          label ? (
            <text key={label} x={0} y={TOP + row * (CELL + GAP) + CELL - 2} fontSize={10} fill="currentColor">
              {label}
            </text>
          ) : null,
        )}
        {weeks.map((week, column) => {
          const x = LEFT + column * (CELL + GAP);
          const first = week[0]!.date;
          const month =
            first.slice(8, 10) <= '07'
              ? new Date(`${first}T00:00:00Z`).toLocaleString('en', { month: 'short', timeZone: 'UTC' })
              : null;
          return (
            <g key={first}>
              {month ? (
                <text x={x} y={10} fontSize={10} fill="currentColor">
                  {month}
                </text>
              ) : null}
              {week.map((day, row) => {
                const y = TOP + row * (CELL + GAP);
                const label = day.status
                  ? `${day.date}: ${day.completed} completed, ${day.failed} failed`
                  : `${day.date}: no backup`;
                return (
                  <g key={day.date}>
                    <rect x={x} y={y} width={CELL} height={CELL} rx={2} style={{ fill: FILL[day.status ?? 'none'] }}>
                      <title>{label}</title>
                    </rect>
                    {day.status === 'failed' || day.status === 'mixed' ? <Cross x={x} y={y} /> : null}
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <Legend aria-label={t('applications.backups.legend', 'Legend')}>
        <li>
          <svg width={CELL} height={CELL} aria-hidden="true">
            <rect width={CELL} height={CELL} rx={2} style={{ fill: FILL.completed }} />
          </svg>
          {t('applications.backups.completed', 'Completed')}
        </li>
        <li>
          <svg width={CELL} height={CELL} aria-hidden="true">
            <rect width={CELL} height={CELL} rx={2} style={{ fill: FILL.failed }} />
            <Cross x={0} y={0} />
          </svg>
          {t('applications.backups.failed', 'Failed')}
        </li>
        <li>
          <svg width={CELL} height={CELL} aria-hidden="true">
            <rect width={CELL} height={CELL} rx={2} style={{ fill: FILL.none }} />
          </svg>
          {t('applications.backups.none', 'No backup')}
        </li>
      </Legend>
    </figure>
  );
}
