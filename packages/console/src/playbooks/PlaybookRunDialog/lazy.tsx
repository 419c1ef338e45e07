// The run dialog is a parameter form (react-hook-form, yaml, the parameter rules) that the topology cards,
// the playbooks menus and the playbooks page open on demand; its code loads the first time it opens, not
// with those pages (#26: first paint).
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../shared/useOpenedOnce';
import type { PlaybookRunDialogProps } from './PlaybookRunDialog';

const PlaybookRunDialogPart = lazy(() =>
  import('./PlaybookRunDialog').then((module) => ({ default: module.PlaybookRunDialog })),
);

/** The playbook run dialog (operations §8): renders nothing, and loads nothing, until it is first opened. */
export function PlaybookRunDialog(props: PlaybookRunDialogProps) {
  const opened = useOpenedOnce(props.isOpen);
  // An empty fragment rather than null keeps the exported signature the eager dialog had.
  if (!opened) return <></>;
  return (
    <Suspense fallback={null}>
      <PlaybookRunDialogPart {...props} />
    </Suspense>
  );
}
