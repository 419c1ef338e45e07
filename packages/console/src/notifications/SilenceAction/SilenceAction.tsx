import { Button, Icon, useT } from '@mission-control/ui';
import { useCan, useConsole, useIsRestrictedMode } from '../../provider/ConsoleProvider';
import type { ConsoleRoutes } from '../../routes/routes';
import { notificationHref } from '../hrefs';

/** What a Silence action silences: a check, catalog item or component, by id (its name names the silence). */
export interface SilenceTarget {
  kind: 'check' | 'config' | 'component';
  id: string;
  name?: string | null;
}

/** `/notifications/silences/add?check_id=…&name=…`: the silence form, prefilled with the resource. */
export function silenceHref(routes: Pick<ConsoleRoutes, 'notifications'>, target: SilenceTarget): string {
  return notificationHref(
    routes,
    'notificationSilenceAdd',
    {},
    { [`${target.kind}_id`]: target.id, name: target.name ? `${target.name} silence` : undefined },
  );
}

/** Silencing is a write on notifications (as the silence form's Submit): not offered in restricted mode either. */
export function useCanSilence(): boolean {
  const canWrite = useCan('notifications', 'write');
  const restricted = useIsRestrictedMode();
  return canWrite && !restricted;
}

/**
 * "Silence" on a check's detail, a catalog item's header or a component: opens the silence form prefilled with the
 * resource. Shown only to who may write notifications.
 */
export function SilenceButton({ target }: { target: SilenceTarget }) {
  const t = useT();
  const { router, routes } = useConsole();
  const canSilence = useCanSilence();
  if (!canSilence) return null;
  return (
    <Button
      variant="secondary"
      aria-label={t('notifications.silence.action.label', 'Silence notifications for {name}', {
        name: target.name || target.id,
      })}
      onPress={() => router.navigate(silenceHref(routes, target))}
    >
      <Icon name="pause" size="sm" />
      {t('notifications.silence.action', 'Silence')}
    </Button>
  );
}
