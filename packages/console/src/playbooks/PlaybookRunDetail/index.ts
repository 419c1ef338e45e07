export { PlaybookRunDetail } from './PlaybookRunDetail';
export type { PlaybookRunDetailProps } from './PlaybookRunDetail';
export { TERMINAL_RUN_STATUSES, isTerminalStatus } from '../model/runStatus';
