import { errorMessageOf } from '@mission-control/api';
import { DescriptionList, Dialog, InlineAlert, Skeleton, useT, type DescriptionItem } from '@mission-control/ui';
import { DateTime } from '../../preferences/PreferredDate';
import { useConsole } from '../../provider/ConsoleProvider';
import { notificationHref } from '../hrefs';
import { Pre } from '../NotificationTabs/NotificationTabs.styles';
import { useNotificationSend } from '../queries';
import { HealthStatus, NotificationStatusBadge } from '../StatusBadge';

export interface SendDetailsProps {
  /** The send history row's id (the page's `?id=`). */
  sendId: string;
  onClose: () => void;
}

/** One send (reference §3.2): status, recipient, error, body, payload and the silence that held it back. */
export function SendDetails({ sendId, onClose }: SendDetailsProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const send = useNotificationSend(sendId);
  const row = send.data;
  const title = row?.resource?.name
    ? t('notifications.details.titleOf', 'Notification: {name}', { name: row.resource.name })
    : t('notifications.details.title', 'Notification');
  let body;
  if (send.isPending)
    body = <Skeleton lines={6} label={t('notifications.details.loading', 'Loading the notification')} />;
  else if (send.isError) body = <InlineAlert tone="danger">{errorMessageOf(send.error)}</InlineAlert>;
  else if (row) {
    const items: DescriptionItem[] = [
      {
        term: t('notifications.details.status', 'Status'),
        description: <NotificationStatusBadge status={row.status} />,
      },
      { term: t('notifications.details.event', 'Event'), description: row.source_event ?? '' },
      {
        term: t('notifications.details.health', 'Health/Status'),
        description: <HealthStatus health={row.resource_health} status={row.resource_status} />,
      },
      { term: t('notifications.details.recipient', 'Recipient'), description: row.recipient ?? '' },
      { term: t('notifications.details.created', 'Created'), description: <DateTime value={row.created_at ?? null} /> },
    ];
    if (row.duration_millis != null)
      items.push({ term: t('notifications.details.duration', 'Duration'), description: `${row.duration_millis} ms` });
    if (row.silenced_by)
      items.push({
        term: t('notifications.details.silencedBy', 'Silenced By'),
        description: (
          <router.Link to={notificationHref(routes, 'notificationSilenceAdd', {}, { id: row.silenced_by })}>
            {row.silenced_by}
          </router.Link>
        ),
      });
    if (row.parent_id)
      items.push({
        term: t('notifications.details.parent', 'Repeat of'),
        description: (
          <router.Link
            to={notificationHref(routes, 'notificationResource', { id: row.resource_id ?? '' }, { id: row.parent_id })}
          >
            {row.parent_id}
          </router.Link>
        ),
      });
    body = (
      <>
        <DescriptionList items={items} />
        {row.error ? (
          <section aria-label={t('notifications.details.error', 'Error')}>
            <h3>{t('notifications.details.error', 'Error')}</h3>
            <Pre>{row.error}</Pre>
          </section>
        ) : null}
        {row.body ? (
          <section aria-label={t('notifications.details.body', 'Body')}>
            <h3>{t('notifications.details.body', 'Body')}</h3>
            <Pre>{row.body}</Pre>
          </section>
        ) : null}
        {row.payload != null ? (
          <section aria-label={t('notifications.details.payload', 'Payload')}>
            <h3>{t('notifications.details.payload', 'Payload')}</h3>
            <Pre>{JSON.stringify(row.payload, null, 2)}</Pre>
          </section>
        ) : null}
      </>
    );
  }
  return (
    <Dialog title={title} isOpen onOpenChange={(open) => (open ? undefined : onClose())} size="large">
      {body}
    </Dialog>
  );
}
