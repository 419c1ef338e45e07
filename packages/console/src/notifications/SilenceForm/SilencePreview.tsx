import { errorMessageOf } from '@mission-control/api';
import { EmptyState, InlineAlert, Skeleton, useT } from '@mission-control/ui';
import { RelativeTime } from '../../preferences/PreferredDate';
import { useSilencePreview } from '../queries';
import { NotificationStatusBadge } from '../StatusBadge';
import { PreviewTable } from './SilenceForm.styles';

/** The sends of the last 15 days the silence would have matched (`GET /notification/silence_preview`). */
export function SilencePreview({ query }: { query: Record<string, string> }) {
  const t = useT();
  const preview = useSilencePreview(query);
  if (preview.isPending)
    return <Skeleton lines={3} label={t('notifications.preview.loading', 'Loading the preview')} />;
  if (preview.isError) return <InlineAlert tone="danger">{errorMessageOf(preview.error)}</InlineAlert>;
  if (preview.data.length === 0)
    return (
      <EmptyState
        title={t('notifications.preview.none', 'No notification of the last 15 days would have been silenced')}
      />
    );
  return (
    <PreviewTable aria-label={t('notifications.preview.label', 'Notifications this silence would have matched')}>
      <thead>
        <tr>
          <th scope="col">{t('notifications.column.age', 'Age')}</th>
          <th scope="col">{t('notifications.column.resource', 'Resource')}</th>
          <th scope="col">{t('notifications.column.event', 'Event')}</th>
          <th scope="col">{t('notifications.column.notification', 'Notification')}</th>
        </tr>
      </thead>
      <tbody>
        {preview.data.map((row) => (
          <tr key={row.id}>
            <td>
              <RelativeTime value={row.created_at ?? null} />
            </td>
            <td>{row.resource?.name ?? row.resource_id}</td>
            <td>{row.source_event}</td>
            <td>
              <NotificationStatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </PreviewTable>
  );
}
