// The silence form's fields (reference §3.4), in upstream's words.
import type { FieldSpec } from '../../shared/fields';
import { SILENCE_DURATIONS, type SilenceValues } from '../model/silenceForm';

type Spec = FieldSpec<SilenceValues>;

export const SILENCE_NAME: Spec = { name: 'name', label: 'Name', kind: 'text', required: true };
export const SILENCE_KIND: Spec = {
  name: 'resourceKind',
  label: 'Resource Type',
  kind: 'select',
  options: [
    { id: 'check', label: 'Check' },
    { id: 'config', label: 'Catalog' },
    { id: 'component', label: 'Component' },
    { id: 'canary', label: 'Canary' },
  ],
};
export const SILENCE_RESOURCE: Spec = {
  name: 'resourceId',
  label: 'Resource',
  kind: 'text',
  // Checks, catalog items and components are picked with the resource search; a canary is given by its id.
  description: "The canary's id (the Silence action of a check, catalog item or component fills the resource in).",
};
export const SILENCE_RECURSIVE: Spec = {
  name: 'recursive',
  label: 'Recursive',
  kind: 'switch',
  description: 'When selected, the silence will apply to all children of the item',
};
export const SILENCE_FILTER: Spec = {
  name: 'filter',
  label: 'Filter',
  kind: 'textarea',
  description: 'Notifications for resources matching this CEL expression will be silenced',
};
export const SILENCE_SELECTORS: Spec = {
  name: 'selectors',
  label: 'Selectors',
  kind: 'textarea',
  description: 'A JSON list of resource selectors, e.g. [{"types": ["Kubernetes::Pod"], "namespace": "default"}]',
};
export const SILENCE_DURATION: Spec = {
  name: 'duration',
  label: 'Duration',
  kind: 'select',
  options: SILENCE_DURATIONS.map((id) => ({ id, label: id === 'indefinitely' ? 'Indefinitely' : id })),
  description: 'Duration for which the silence will apply for, after which notifications will begin firing again',
};
export const SILENCE_REASON: Spec = { name: 'description', label: 'Reason', kind: 'textarea' };
