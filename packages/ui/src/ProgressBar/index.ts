export { clampProgress, ProgressBar, progressLevel } from './ProgressBar';
export type { ProgressBarProps, ProgressLevel } from './ProgressBar';
