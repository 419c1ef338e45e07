// The check detail and the check editor load on demand: their charts, YAML,
// forms and Monaco are not part of the dashboard's first view (issue 13 §6).
// These wrappers keep the public components plain function components with the
// same props, so hosts need no Suspense boundary of their own.
import { lazy, Suspense } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { CheckDetailProps } from './CheckDetail/CheckDetail';
import type { CheckEditorProps } from './CheckEditor/CheckEditor';

const CheckDetailPart = lazy(() =>
  import('./CheckDetail/CheckDetail').then((module) => ({ default: module.CheckDetail })),
);
const CheckEditorPart = lazy(() =>
  import('./CheckEditor/CheckEditor').then((module) => ({ default: module.CheckEditor })),
);

/** One check in a full-size dialog (operations §2.2); its code loads when it first opens. */
export function CheckDetail(props: CheckDetailProps) {
  // The dialog appears when its code has arrived (a few kB over a warm connection); nothing to hold the place of.
  return (
    <Suspense fallback={null}>
      <CheckDetailPart {...props} />
    </Suspense>
  );
}

/** The check editor (operations §7); its form, YAML and Monaco load when it is first shown. */
export function CheckEditor(props: CheckEditorProps) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton lines={6} label={t('health.editor.loading', 'Loading the editor')} />}>
      <CheckEditorPart {...props} />
    </Suspense>
  );
}
