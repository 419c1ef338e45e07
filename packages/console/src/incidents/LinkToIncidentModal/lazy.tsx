// 'Link to Incident' is a form (react-hook-form, classic zod, the incident combobox) that the change details,
// the topology cards and the check detail offer from a button or a menu; its code loads the first time it
// opens, not with those pages (#26: first paint).
import { lazyDialog } from '../../shared/lazyDialog';
import type { LinkToIncidentModalProps } from './LinkToIncidentModal';

/** 'Link to Incident' (operations §2.2): renders nothing, and loads nothing, until it is first opened. */
export const LinkToIncidentModal = lazyDialog<LinkToIncidentModalProps>('LinkToIncidentModal', () =>
  import('./LinkToIncidentModal').then((module) => module.LinkToIncidentModal),
);
