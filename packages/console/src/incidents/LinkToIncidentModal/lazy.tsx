// 'Link to Incident' is a form (react-hook-form, classic zod, the incident combobox) that the change details,
// the topology cards and the check detail offer from a button or a menu; its code loads the first time it
// opens, not with those pages (#26: first paint).
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../shared/useOpenedOnce';
import type { LinkToIncidentModalProps } from './LinkToIncidentModal';

const LinkToIncidentModalPart = lazy(() =>
  import('./LinkToIncidentModal').then((module) => ({ default: module.LinkToIncidentModal })),
);

/** 'Link to Incident' (operations §2.2): renders nothing, and loads nothing, until it is first opened. */
export function LinkToIncidentModal(props: LinkToIncidentModalProps) {
  const opened = useOpenedOnce(props.isOpen);
  // An empty fragment rather than null keeps the exported signature the eager dialog had.
  if (!opened) return <></>;
  return (
    <Suspense fallback={null}>
      <LinkToIncidentModalPart {...props} />
    </Suspense>
  );
}
