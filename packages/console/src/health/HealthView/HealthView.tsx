import { useT } from '@mission-control/ui';
import { RequirePermission } from '../../shell/RequirePermission';
import { usePageTitle } from '../../shell/usePageTitle';
import { UserGate } from '../../shell/UserGate';
import { HealthDashboard } from '../HealthDashboard/HealthDashboard';

/**
 * `/view/health` (shell and access §2): the health dashboard as a public-style view, without the sidebar
 * and top bar, for a wall screen or another page's frame. It still waits for the user and feature flags
 * (a 401 sends the user to sign in) and reads as /health does: read on canaries.
 */
export function HealthView() {
  const t = useT();
  usePageTitle(t('health.title', 'Health'));
  return (
    <UserGate>
      <main aria-label={t('health.title', 'Health')} style={{ padding: 16 }}>
        <RequirePermission resource="canaries">
          <HealthDashboard />
        </RequirePermission>
      </main>
    </UserGate>
  );
}
