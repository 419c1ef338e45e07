// The list's columns (reference §5.1): Id, Type, Severity, Status, Name, Age, Responders. Status and severity are
// words, never a colour alone.
import { Badge, type Translate } from '@mission-control/ui';
import type { DataTableColumn } from '@mission-control/ui/table';
import { RelativeTime } from '../../preferences/PreferredDate';
import { STATUS_LABELS, type IncidentRow, type IncidentStatus } from '../model/list';

const STATUS_TONES: Record<string, 'danger' | 'warning' | 'success' | 'neutral'> = {
  new: 'danger',
  open: 'danger',
  investigating: 'warning',
  mitigated: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

const capitalised = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

export function incidentColumns(t: Translate): DataTableColumn<IncidentRow>[] {
  return [
    {
      id: 'incident_id',
      header: t('incidents.column.id', 'Id'),
      size: 120,
      accessor: (row) => row.incident_id ?? row.id.slice(0, 8),
    },
    {
      id: 'type',
      header: t('incidents.column.type', 'Type'),
      size: 130,
      accessor: (row) => t(`incidents.type.${row.type}`, capitalised(row.type.replace('_', ' '))),
    },
    {
      id: 'severity',
      header: t('incidents.column.severity', 'Severity'),
      size: 110,
      accessor: (row) => capitalised(row.severity.toLowerCase()),
    },
    {
      id: 'status',
      header: t('incidents.column.status', 'Status'),
      size: 130,
      cell: ({ row }) => (
        <Badge tone={STATUS_TONES[row.status] ?? 'neutral'}>
          {t(`incidents.status.${row.status}`, STATUS_LABELS[row.status as IncidentStatus] ?? row.status)}
        </Badge>
      ),
    },
    { id: 'title', header: t('incidents.column.name', 'Name'), size: 260, grow: true, accessor: (row) => row.title },
    {
      id: 'created_at',
      header: t('incidents.column.age', 'Age'),
      size: 110,
      cell: ({ row }) => <RelativeTime value={row.created_at} />,
    },
    {
      id: 'responders',
      header: t('incidents.column.responders', 'Responders'),
      size: 200,
      sortable: false,
      accessor: (row) => (row.responders ?? []).map((responder) => responder.name ?? '').join(', '),
    },
  ];
}
