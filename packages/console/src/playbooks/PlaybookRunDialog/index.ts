export { runFailureMessage } from './PlaybookRunDialog';
export { PlaybookRunDialog } from './lazy';
export type { PlaybookRunDialogProps } from './PlaybookRunDialog';
