export { UI_SOURCE, withPlaybookSpecRules } from './writeHook';
export type { PlaybookWriteHook } from './writeHook';
