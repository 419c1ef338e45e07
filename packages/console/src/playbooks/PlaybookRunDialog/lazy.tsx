// The run dialog is a parameter form (react-hook-form, yaml, the parameter rules) that the topology cards,
// the playbooks menus and the playbooks page open on demand; its code loads the first time it opens, not
// with those pages (#26: first paint).
import { lazyDialog } from '../../shared/lazyDialog';
import type { PlaybookRunDialogProps } from './PlaybookRunDialog';

/** The playbook run dialog (operations §8): renders nothing, and loads nothing, until it is first opened. */
export const PlaybookRunDialog = lazyDialog<PlaybookRunDialogProps>('PlaybookRunDialog', () =>
  import('./PlaybookRunDialog').then((module) => module.PlaybookRunDialog),
);
