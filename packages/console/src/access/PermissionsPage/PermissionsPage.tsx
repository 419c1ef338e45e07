import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { errorMessageOf, type PermissionSummary } from '@mission-control/api';
import { Badge, Button, cssVar, Icon, Select, useT } from '@mission-control/ui';
import { DateTime } from '../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { usePageSize } from '../../preferences/usePageSize';
import { useCan } from '../../provider/ConsoleProvider';
import { usePermissions } from '../queries';
import { Heading, Muted, Page, Row, Toolbar } from '../shared/styles';
import { PersonCell } from '../shared/PersonCell';
import { CRD_SOURCE, PermissionDialog } from '../PermissionDialog/PermissionDialog';
import { resourceLabel, ROLE_OPTIONS, subjectKindLabel, subjectLabel } from '../model/permissionOptions';

export interface PermissionsPageProps {
  /** Only the permissions of this subject (a person or team id, or a role name). */
  subject?: string;
  /** @default false */
  hideHeading?: boolean;
}

const Denied = styled.span`
  display: inline-flex;
  color: ${cssVar('color.danger')};
`;

const ALL = '__all__';

/**
 * /settings/permissions: permissions_summary, filtered by subject and paged on the server with an
 * exact count. Add Permission needs write on permissions; a row opens Edit Permission.
 */
export function PermissionsPage({ subject: fixedSubject, hideHeading = false }: PermissionsPageProps) {
  const t = useT();
  const canWrite = useCan('permissions', 'write');
  const [pageIndex, setPageIndex] = useState(0);
  // Remembered per table (shell §9): the size chosen last time comes back on the next visit.
  const [pageSize, setPageSize] = usePageSize('permissions');
  const [subjectFilter, setSubjectFilter] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const subject = fixedSubject ?? subjectFilter ?? undefined;

  const params = { subject, pageIndex, pageSize };
  const permissions = usePermissions(params);

  const columns = useMemo<DataTableColumn<PermissionSummary>[]>(
    () => [
      {
        id: 'subject',
        header: t('permissions.column.subject', 'Subject'),
        size: 200,
        accessor: subjectLabel,
        cell: ({ row }) => (
          <Row>
            <span>{subjectLabel(row)}</span>
            <Badge>{subjectKindLabel(row.subject_type)}</Badge>
          </Row>
        ),
      },
      {
        id: 'resource',
        header: t('permissions.column.resource', 'Resource'),
        size: 180,
        accessor: resourceLabel,
        cell: ({ row }) => (
          <Row>
            <span>{resourceLabel(row)}</span>
            {row.source === CRD_SOURCE ? <Badge tone="info">CRD</Badge> : null}
          </Row>
        ),
      },
      {
        id: 'action',
        header: t('permissions.column.action', 'Action'),
        size: 150,
        cell: ({ row }) => (
          <Row>
            {row.deny ? (
              <Denied>
                <Icon name="x" label={t('permissions.denied', 'Denied')} />
              </Denied>
            ) : null}
            <span>{row.action}</span>
          </Row>
        ),
      },
      {
        id: 'description',
        header: t('permissions.column.description', 'Description'),
        grow: true,
        size: 200,
        cell: ({ row }) => row.description ?? '',
      },
      {
        id: 'updated_at',
        header: t('permissions.column.updated', 'Updated'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.updated_at ?? null} />,
      },
      {
        id: 'created_at',
        header: t('permissions.column.created', 'Created'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.created_at ?? null} />,
      },
      {
        id: 'created_by',
        header: t('permissions.column.createdBy', 'Created By'),
        size: 160,
        cell: ({ row }) => <PersonCell person={row.created_by} />,
      },
    ],
    [t],
  );

  const subjectOptions = [{ id: ALL, label: t('permissions.allSubjects', 'All subjects') }, ...ROLE_OPTIONS];

  return (
    <Page aria-label={t('permissions.title', 'Permissions')}>
      <Toolbar>
        {hideHeading ? <span style={{ flex: 1 }} /> : <Heading>{t('permissions.title', 'Permissions')}</Heading>}
        {fixedSubject === undefined ? (
          <Select
            label={t('permissions.filterSubject', 'Subject')}
            options={subjectOptions}
            value={subjectFilter ?? ALL}
            onChange={(key) => {
              setSubjectFilter(key === null || key === ALL ? null : String(key));
              setPageIndex(0);
            }}
          />
        ) : null}
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => setAdding(true)}>
            {t('permissions.add', 'Add Permission')}
          </Button>
        ) : null}
      </Toolbar>
      {permissions.isError ? <p role="alert">{errorMessageOf(permissions.error)}</p> : null}
      <DataTable<PermissionSummary>
        aria-label={t('permissions.table', 'Permissions')}
        columns={columns}
        data={permissions.data?.data ?? []}
        getRowId={(row) => row.id}
        loading={permissions.isPending}
        stale={permissions.isPlaceholderData}
        mode="server"
        manualSorting
        totalEntries={permissions.data?.totalEntries ?? 0}
        pagination="pages"
        pageIndex={pageIndex}
        onPageIndexChange={setPageIndex}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
        onRowClick={(row) => setEditing(row.id)}
      />
      {permissions.data && permissions.data.totalEntries !== undefined ? (
        <Muted>{t('permissions.count', '{count} permissions', { count: permissions.data.totalEntries })}</Muted>
      ) : null}
      <PermissionDialog
        isOpen={adding}
        onOpenChange={setAdding}
        defaultValues={
          fixedSubject && ROLE_OPTIONS.some((r) => r.id === fixedSubject)
            ? { subject_type: 'group', subject: fixedSubject }
            : undefined
        }
      />
      <PermissionDialog isOpen={editing !== null} id={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </Page>
  );
}
