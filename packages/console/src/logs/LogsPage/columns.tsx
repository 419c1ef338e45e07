// The logs table's columns (reference §4.1): Time, Message (ANSI stripped) and Labels.
import type { LogResult } from '@mission-control/api';
import { Tag, type Translate } from '@mission-control/ui';
import type { DataTableColumn } from '@mission-control/ui/table';
import { DateTime } from '../../preferences/PreferredDate';
import { stripAnsi } from '../model/logs';
import { LabelList, Message } from './LogsPage.styles';

export type LogRow = LogResult & { key: string };

function labelEntries(row: LogRow): Array<[string, string]> {
  return Object.entries(row.labels ?? {}).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : JSON.stringify(value),
  ]);
}

export function logColumns(t: Translate): DataTableColumn<LogRow>[] {
  return [
    {
      id: 'timestamp',
      header: t('logs.column.time', 'Time'),
      size: 190,
      sortable: false,
      cell: ({ row }) => <DateTime value={row.timestamp} />,
    },
    {
      id: 'message',
      header: t('logs.column.message', 'Message'),
      size: 480,
      grow: true,
      sortable: false,
      accessor: (row) => stripAnsi(row.message),
      cell: ({ row }) => <Message>{stripAnsi(row.message)}</Message>,
    },
    {
      id: 'labels',
      header: t('logs.column.labels', 'Labels'),
      size: 360,
      sortable: false,
      cell: ({ row }) => {
        const entries = labelEntries(row);
        if (!entries.length) return null;
        return (
          <LabelList aria-label={t('logs.labels', 'Labels')}>
            {entries.map(([key, value]) => (
              <li key={key}>
                <Tag tagKey={key} value={value} />
              </li>
            ))}
          </LabelList>
        );
      },
    },
  ];
}
