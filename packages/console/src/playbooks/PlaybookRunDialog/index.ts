export { PlaybookRunDialog, runFailureMessage } from './PlaybookRunDialog';
export type { PlaybookRunDialogProps } from './PlaybookRunDialog';
