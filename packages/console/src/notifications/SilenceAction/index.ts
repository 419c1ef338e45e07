export { SilenceButton, silenceHref, useCanSilence } from './SilenceAction';
export type { SilenceTarget } from './SilenceAction';
