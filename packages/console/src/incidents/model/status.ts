// The incident status state machine (#23). The spec names the statuses, not the moves; these are the product's
// choice, and migration 032's incident_status_allowed() enforces the same table on the server.
import type { IncidentStatus } from './list';

export const NEXT_STATUSES: Readonly<Record<IncidentStatus, readonly IncidentStatus[]>> = {
  new: ['open', 'investigating', 'closed'],
  open: ['investigating', 'mitigated', 'resolved', 'closed'],
  investigating: ['open', 'mitigated', 'resolved', 'closed'],
  mitigated: ['investigating', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: ['open'],
};

/** Where an incident in `status` may go next (none for a status the machine does not know). */
export const nextStatuses = (status: string): readonly IncidentStatus[] =>
  NEXT_STATUSES[status as IncidentStatus] ?? [];
