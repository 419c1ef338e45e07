export { SilenceForm, SilenceFormPage } from './SilenceForm';
export type { SilenceFormPageProps } from './SilenceForm';
export { SilencePreview } from './SilencePreview';
