import { useMemo, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, ConfirmDialog, Dialog, InlineAlert, Skeleton, useT } from '@mission-control/ui';
import { DataTable } from '@mission-control/ui/table';
import { useCan } from '../../provider/ConsoleProvider';
import { useTableSearchParams } from '../../preferences/usePageSize';
import { isEditableRule } from '../model/ruleForm';
import type { RuleRow, RulesParams } from '../model/rows';
import { NotificationTabs } from '../NotificationTabs';
import { Page } from '../NotificationTabs/NotificationTabs.styles';
import { useDeleteRule, useNotificationRule, useNotificationRules } from '../queries';
import { RuleForm } from '../RuleForm';
import { ruleColumns } from './columns';

export interface RulesPageProps {
  className?: string;
}

/** `?id=new` opens an empty form. */
export const NEW_RULE_ID = 'new';

const SORTABLE = new Set([
  'name',
  'filter',
  'error',
  'sent',
  'avg_duration_ms',
  'repeat_interval',
  'wait_for',
  'created_at',
  'updated_at',
]);
const PAGE_SIZES = [25, 50, 100];

function rulesParamsOf(params: URLSearchParams): RulesParams {
  const sortBy = params.get('sortBy') ?? '';
  const pageSize = Number(params.get('pageSize'));
  return {
    sortBy: SORTABLE.has(sortBy) ? sortBy : 'created_at',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    pageIndex: Math.max(0, Math.floor(Number(params.get('pageIndex')) || 0)),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 50,
  };
}

/**
 * `/notifications/rules` (reference §3.3): the rules, sorted and paged by the server; `?id=` opens one in the rule
 * form (`?id=new` a new one). New, Save and Delete need write access to notifications.
 */
export function RulesPage({ className }: RulesPageProps) {
  const t = useT();
  const canWrite = useCan('notifications', 'write');
  const [params, setParams] = useTableSearchParams('notification-rules');
  const state = useMemo(() => rulesParamsOf(params), [params]);
  const rules = useNotificationRules(state);
  const openId = params.get('id');
  const isNew = openId === NEW_RULE_ID;
  const rule = useNotificationRule(openId && !isNew ? openId : null);
  const [confirming, setConfirming] = useState(false);
  const columns = useMemo(() => ruleColumns(t), [t]);
  const update = (change: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(change)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  const close = () => update({ id: null });
  const remove = useDeleteRule({ onSuccess: close });
  const open = openId && (isNew || rule.data);
  const deletable = canWrite && !isNew && rule.data && isEditableRule(rule.data);
  return (
    <Page className={className}>
      <NotificationTabs
        current="rules"
        actions={
          canWrite ? (
            <Button variant="primary" icon="plus" onPress={() => update({ id: NEW_RULE_ID })}>
              {t('notifications.rules.new', 'New')}
            </Button>
          ) : null
        }
      />
      {rules.isError ? <InlineAlert tone="danger">{errorMessageOf(rules.error)}</InlineAlert> : null}
      <DataTable<RuleRow>
        aria-label={t('notifications.rules.label', 'Notification rules')}
        columns={columns}
        data={rules.data?.data ?? []}
        getRowId={(row) => row.id}
        mode="server"
        totalEntries={rules.data?.totalEntries ?? 0}
        loading={rules.isPending}
        stale={rules.isPlaceholderData}
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        pageSizeOptions={PAGE_SIZES}
        onPageIndexChange={(pageIndex) => update({ pageIndex: pageIndex ? String(pageIndex) : null })}
        onPageSizeChange={(pageSize) => update({ pageSize: String(pageSize), pageIndex: null })}
        sortBy={state.sortBy}
        sortOrder={state.sortOrder}
        onSortChange={(sortBy, sortOrder) =>
          update({ sortBy: sortBy ?? null, sortOrder: sortBy ? sortOrder : null, pageIndex: null })
        }
        onRowClick={(row) => update({ id: row.id })}
        selectedRowId={openId}
        emptyMessage={t('notifications.rules.empty', 'No notification rules yet')}
        maxHeight="calc(100vh - 240px)"
      />
      {openId && !open ? (
        <Dialog
          title={t('notifications.rule.title', 'Notification Rule')}
          isOpen
          onOpenChange={(o) => (o ? null : close())}
        >
          {rule.isError ? (
            <InlineAlert tone="danger">{errorMessageOf(rule.error)}</InlineAlert>
          ) : (
            <Skeleton lines={6} label={t('notifications.rule.loading', 'Loading the rule')} />
          )}
        </Dialog>
      ) : null}
      {open ? (
        <Dialog
          title={isNew ? t('notifications.rule.new', 'New Notification Rule') : (rule.data?.name ?? '')}
          isOpen
          onOpenChange={(o) => (o ? null : close())}
          size="large"
          footer={
            deletable ? (
              <Button variant="danger" icon="trash" onPress={() => setConfirming(true)}>
                {t('notifications.rule.delete', 'Delete')}
              </Button>
            ) : undefined
          }
        >
          <RuleForm key={openId} rule={isNew ? null : rule.data} canWrite={canWrite} onSaved={close} onCancel={close} />
        </Dialog>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('notifications.rule.deleteTitle', 'Delete rule')}
        message={t(
          'notifications.rule.deleteMessage',
          'Delete the rule {name}? No more notifications are sent for it.',
          {
            name: rule.data?.name ?? '',
          },
        )}
        confirmLabel={t('notifications.rule.delete', 'Delete')}
        variant="danger"
        onConfirm={() => {
          if (rule.data) remove.mutate(rule.data.id);
        }}
      />
    </Page>
  );
}
