import { lazy, Suspense } from 'react';
import { Button, Popover, Skeleton, useT } from '@mission-control/ui';

export { SHOW_HIDDEN_COMPONENTS_PARAM } from './preferences';
export { PreferencesForm } from './PreferencesForm';

// The form (selects, a slider, switches and the time-zone list) is its own chunk, loaded when the menu first
// opens, or sooner when the pointer or focus reaches the button: every page shows the button, few open it (#26).
const loadForm = () => import('./PreferencesForm');
const PreferencesFormPart = lazy(() => loadForm().then((module) => ({ default: module.PreferencesForm })));
const preload = () => void loadForm();

/** The top bar's Preferences menu. */
export function PreferencesMenu() {
  const t = useT();
  const title = t('preferences.title', 'Preferences');
  return (
    <Popover
      placement="bottom end"
      title={title}
      trigger={
        <Button variant="ghost" icon="settings" onHoverStart={preload} onFocus={preload}>
          {title}
        </Button>
      }
    >
      <Suspense fallback={<Skeleton lines={4} label={title} />}>
        <PreferencesFormPart />
      </Suspense>
    </Popover>
  );
}
