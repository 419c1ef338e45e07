// The words of the notification pages (reference §3.2): statuses with a glyph each (never colour alone), resource
// types, the rule form's events and repeat intervals.

export interface StatusInfo {
  id: string;
  label: string;
  /** A glyph beside the word, so the status never rests on colour. */
  glyph: string;
  tone: 'success' | 'danger' | 'warning' | 'neutral' | 'info';
}

/** Upstream's 11 send statuses, in the filter's order (`NotificationsStatusCell.tsx`). */
export const NOTIFICATION_STATUSES: readonly StatusInfo[] = [
  { id: 'sent', label: 'Sent', glyph: '✓', tone: 'success' },
  { id: 'error', label: 'Error', glyph: '✕', tone: 'danger' },
  { id: 'sending', label: 'Sending', glyph: '↻', tone: 'info' },
  { id: 'pending', label: 'Pending', glyph: '…', tone: 'info' },
  { id: 'pending_playbook_run', label: 'Pending Playbook Run', glyph: '…', tone: 'info' },
  { id: 'pending_playbook_completion', label: 'Playbook In Progress', glyph: '▶', tone: 'info' },
  { id: 'evaluating-waitfor', label: 'Evaluating WaitFor', glyph: '⧗', tone: 'info' },
  { id: 'repeat-interval', label: 'Repeated', glyph: '⟳', tone: 'neutral' },
  { id: 'silenced', label: 'Silenced', glyph: '⏸', tone: 'neutral' },
  { id: 'skipped', label: 'Skipped', glyph: '↷', tone: 'neutral' },
  { id: 'inhibited', label: 'Inhibited', glyph: '⊘', tone: 'warning' },
];

const BY_ID = new Map(NOTIFICATION_STATUSES.map((status) => [status.id, status]));

/** A status's word, glyph and tone; an unknown one shows as it is. */
export function statusInfo(status: string | null | undefined): StatusInfo {
  const id = status || 'pending';
  return BY_ID.get(id) ?? { id, label: id, glyph: '•', tone: 'neutral' };
}

/** The Resource Type filter (`resource_type`). */
export const RESOURCE_TYPES = [
  { id: 'config', label: 'Catalog' },
  { id: 'check', label: 'Check' },
  { id: 'component', label: 'Component' },
] as const;

export function resourceTypeLabel(type: string | null | undefined): string {
  return RESOURCE_TYPES.find((option) => option.id === type)?.label ?? type ?? '';
}

/** Events a rule may listen to (reference §3.3). */
export const NOTIFICATION_EVENTS = [
  'check.failed',
  'check.passed',
  'component.healthy',
  'component.unhealthy',
  'component.unknown',
  'component.warning',
  'config.created',
  'config.deleted',
  'config.healthy',
  'config.unhealthy',
  'config.unknown',
  'config.updated',
  'config.warning',
  'playbook.approval.inserted',
  'playbook.spec.approval.updated',
] as const;

export const REPEAT_INTERVALS = ['1h', '2h', '3h', '6h', '1d', '1w', '1m'] as const;

/** Group By's offered keys; tag keys may be typed too. */
export const GROUP_BY_KEYS = ['type', 'description', 'status_reason'] as const;

/** The default title per event kind (reference §3.5), shown as the Title field's placeholder. */
export function defaultTitle(events: readonly string[]): string {
  const first = events[0] ?? '';
  if (first === 'check.failed') return 'Check {{.check.name}} has failed';
  if (first === 'check.passed') return 'Check {{.check.name}} has passed';
  if (first.startsWith('component.')) return 'Component {{.component.name}} is {{.component.health}}';
  if (first.startsWith('config.')) return '{{.config.type}} {{.config.name}} is {{.config.health}}';
  return '';
}
