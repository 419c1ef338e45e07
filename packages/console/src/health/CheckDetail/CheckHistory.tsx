import type { CheckStatus } from '@mission-control/api';
import {
  Button,
  formatLatency,
  Inline,
  Select,
  StatusDot,
  Stack,
  Text,
  TextField,
  useT,
  useToast,
} from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useEffect, useMemo, useState } from 'react';
import { DateTime } from '../../preferences/PreferredDate';
import { DURATION_FILTER_OPTIONS, parseDurationFilter, type TimeRangeKey } from '../model/durations';
import { useCheckStatuses } from '../queries';
import { usePageSize } from '../../preferences/usePageSize';

/** Status history page size (operations §9): the default; the size chosen last is remembered (shell §9). */
export const HISTORY_PAGE_SIZE = 50;
const CUSTOM = '__custom__';
/** The status choices; 'all' sends no filter, 1 is Healthy and 0 Unhealthy as the api reads them. */
const ALL_STATUSES = 'all';

export interface CheckHistoryProps {
  checkId: string;
  timeRange: TimeRangeKey;
}

function useHistoryColumns(): DataTableColumn<CheckStatus>[] {
  const t = useT();
  return useMemo(
    () => [
      {
        id: 'time',
        header: t('health.history.time', 'Time (UTC)'),
        sortable: false,
        size: 190,
        cell: ({ row }) => <DateTime value={row.time} timeZone="UTC" />,
      },
      {
        id: 'status',
        header: t('health.history.status', 'Status'),
        sortable: false,
        size: 130,
        cell: ({ row }) => <StatusDot status={row.status ? 'healthy' : 'unhealthy'} showLabel />,
      },
      {
        id: 'duration',
        header: t('health.history.duration', 'Duration'),
        sortable: false,
        size: 110,
        cell: ({ row }) => formatLatency(row.duration) || '-',
      },
      {
        id: 'message',
        header: t('health.history.message', 'Message'),
        sortable: false,
        grow: true,
        size: 240,
        // Rows are one line: the whole message and error stay readable in the title.
        cell: ({ row }) => {
          const full = [row.message, row.error].filter(Boolean).join('\n');
          return (
            <Text truncate title={full || undefined}>
              {row.message}
              {row.message && row.error ? ' ' : null}
              {row.error ? (
                <Text tone="danger" mono size="sm">
                  {row.error}
                </Text>
              ) : null}
            </Text>
          );
        },
      },
    ],
    [t],
  );
}

/** Server-paged status history with status and duration filters (operations §5), on ui's DataTable. */
export function CheckHistory({ checkId, timeRange }: CheckHistoryProps) {
  const t = useT();
  const toast = useToast();
  const columns = useHistoryColumns();
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = usePageSize('check-history', HISTORY_PAGE_SIZE);
  const [status, setStatus] = useState<'' | '1' | '0'>('');
  const [durationChoice, setDurationChoice] = useState<string>('All');
  const [custom, setCustom] = useState('');
  const [durationMs, setDurationMs] = useState<number | null>(null);
  const [durationError, setDurationError] = useState<string | null>(null);
  const statuses = useCheckStatuses({
    checkId,
    start: timeRange,
    pageIndex,
    pageSize,
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

  const rows = statuses.data?.data ?? [];

  return (
    <Stack gap={2}>
      <Inline gap={3} align="end">
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
          <Inline
            as="form"
            gap={2}
            align="start"
            onSubmit={(event) => {
              event.preventDefault();
              applyDuration(custom);
            }}
          >
            {/* The toast announces the error; the field keeps it as its description. */}
            <TextField
              label={t('health.history.customDuration', 'Minimum duration')}
              value={custom}
              placeholder="250ms"
              isInvalid={durationError !== null}
              errorMessage={durationError}
              onChange={setCustom}
            />
            <Button type="submit">{t('health.history.apply', 'Apply')}</Button>
          </Inline>
        ) : null}
      </Inline>
      {statuses.isPending ? (
        <Text role="status" tone="muted" size="sm">
          {t('health.history.loading', 'Loading history…')}
        </Text>
      ) : null}
      <DataTable<CheckStatus>
        aria-label={t('health.history.table', 'Status history')}
        mode="server"
        columns={columns}
        data={rows}
        getRowId={(row, index) => `${row.time}-${index}`}
        totalEntries={statuses.data?.totalEntries ?? rows.length}
        pageIndex={pageIndex}
        onPageIndexChange={setPageIndex}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
        loading={statuses.isPending}
        stale={statuses.isFetching && !statuses.isPending}
        emptyMessage={t('table.empty', 'No data available')}
      />
    </Stack>
  );
}
