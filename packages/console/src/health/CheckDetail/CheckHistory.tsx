import { Button, formatLatency, Select, StatusDot, useT, useToast } from '@mission-control/ui';
import { DateTime } from '../../preferences/PreferredDate';
import { useEffect, useId, useState } from 'react';
import { DURATION_FILTER_OPTIONS, parseDurationFilter } from '../model/durations';
import { useCheckStatuses } from '../queries';
import { Field, Notice, Pager, PlainTable, Toolbar } from './CheckDetail.styles';

/** Status history page size (operations §9). */
export const HISTORY_PAGE_SIZE = 50;
const CUSTOM = '__custom__';
/** The status choices; 'all' sends no filter, 1 is Healthy and 0 Unhealthy as the api reads them. */
const ALL_STATUSES = 'all';

export interface CheckHistoryProps {
  checkId: string;
  timeRange: string;
}

/** Server-paged status history with status and duration filters (operations §5). */
export function CheckHistory({ checkId, timeRange }: CheckHistoryProps) {
  const t = useT();
  const toast = useToast();
  const hintId = useId();
  const [pageIndex, setPageIndex] = useState(0);
  const [status, setStatus] = useState<'' | '1' | '0'>('');
  const [durationChoice, setDurationChoice] = useState<string>('All');
  const [custom, setCustom] = useState('');
  const [durationMs, setDurationMs] = useState<number | null>(null);
  const [durationError, setDurationError] = useState<string | null>(null);
  const statuses = useCheckStatuses({
    checkId,
    start: timeRange,
    pageIndex,
    pageSize: HISTORY_PAGE_SIZE,
    status: status === '' ? null : status,
    duration: durationMs,
  });

  // Operations §8: a failed history fetch is reported as an error toast. The fixed id
  // keeps one toast per failure even when the effect runs twice (StrictMode, refetches).
  const fetchError = statuses.isError ? statuses.error.message : null;
  useEffect(() => {
    if (fetchError) toast.error(fetchError, { id: `check-history-error-${checkId}` });
  }, [fetchError, checkId, toast]);

  const applyDuration = (text: string) => {
    const parsed = parseDurationFilter(text);
    if (!parsed.ok) {
      const message = t('health.history.durationError', parsed.error);
      setDurationError(message);
      toast.error(message, { id: `check-history-duration-${checkId}` });
      return;
    }
    setDurationError(null);
    setDurationMs(parsed.ms);
    setPageIndex(0);
  };

  const total = statuses.data?.totalEntries;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const rows = statuses.data?.data ?? [];

  return (
    <div>
      <Toolbar>
        <Select
          label={t('health.history.status', 'Status')}
          options={[
            { id: ALL_STATUSES, label: t('health.history.all', 'All') },
            { id: '1', label: t('health.history.healthy', 'Healthy') },
            { id: '0', label: t('health.history.unhealthy', 'Unhealthy') },
          ]}
          value={status === '' ? ALL_STATUSES : status}
          ignoreClearedValue
          onChange={(value) => {
            if (value == null) return;
            setStatus(value === '1' || value === '0' ? value : '');
            setPageIndex(0);
          }}
        />
        <Select
          label={t('health.history.duration', 'Duration')}
          options={[
            ...DURATION_FILTER_OPTIONS.map((option) => ({
              id: option,
              label: option === 'All' ? t('health.history.all', 'All') : option,
            })),
            { id: CUSTOM, label: t('health.history.custom', 'Custom…') },
          ]}
          value={durationChoice}
          ignoreClearedValue
          onChange={(value) => {
            if (value == null) return;
            setDurationChoice(String(value));
            if (value !== CUSTOM) applyDuration(String(value));
          }}
        />
        {durationChoice === CUSTOM ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              applyDuration(custom);
            }}
            style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}
          >
            <Field>
              {t('health.history.customDuration', 'Minimum duration')}
              <input
                value={custom}
                placeholder="250ms"
                aria-invalid={durationError ? true : undefined}
                aria-describedby={durationError ? hintId : undefined}
                onChange={(event) => setCustom(event.target.value)}
              />
            </Field>
            <Button type="submit">{t('health.history.apply', 'Apply')}</Button>
          </form>
        ) : null}
      </Toolbar>
      {/* The toast announces the error; this hint stays next to the field it describes. */}
      {durationError ? (
        <Notice id={hintId} data-tone="danger">
          {durationError}
        </Notice>
      ) : null}
      {statuses.isPending ? (
        <p role="status">{t('health.history.loading', 'Loading history…')}</p>
      ) : rows.length === 0 ? (
        <p>{t('table.empty', 'No data available')}</p>
      ) : (
        <PlainTable aria-label={t('health.history.table', 'Status history')}>
          <thead>
            <tr>
              <th scope="col">{t('health.history.time', 'Time (UTC)')}</th>
              <th scope="col">{t('health.history.status', 'Status')}</th>
              <th scope="col">{t('health.history.duration', 'Duration')}</th>
              <th scope="col">{t('health.history.message', 'Message')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.time}>
                <td>
                  <DateTime value={row.time} timeZone="UTC" />
                </td>
                <td>
                  <StatusDot status={row.status ? 'healthy' : 'unhealthy'} showLabel />
                </td>
                <td>{formatLatency(row.duration) || '-'}</td>
                <td>
                  {row.message}
                  {row.error ? <pre>{row.error}</pre> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
      )}
      <Pager>
        <span>
          {pages === undefined
            ? t('health.history.pageUnknown', 'Page {page}', { page: pageIndex + 1 })
            : t('health.history.page', 'Page {page} of {pages}', { page: pageIndex + 1, pages })}
        </span>
        <Button size="sm" isDisabled={pageIndex === 0} onPress={() => setPageIndex((p) => Math.max(0, p - 1))}>
          {t('health.history.previous', 'Previous')}
        </Button>
        <Button
          size="sm"
          isDisabled={pages === undefined ? rows.length < HISTORY_PAGE_SIZE : pageIndex + 1 >= pages}
          onPress={() => setPageIndex((p) => p + 1)}
        >
          {t('health.history.next', 'Next')}
        </Button>
      </Pager>
    </div>
  );
}
