import { Badge } from '@mission-control/ui';
import { statusInfo } from '../model/statuses';

/** A send's status: a glyph and the word, tinted (never colour alone). */
export function NotificationStatusBadge({ status }: { status: string | null | undefined }) {
  const info = statusInfo(status);
  return (
    <Badge tone={info.tone} data-status={info.id}>
      <span aria-hidden="true">{info.glyph}</span> {info.label}
    </Badge>
  );
}

/** Health and status of the resource at the time: the words, with a glyph for the health. */
export function HealthStatus({ health, status }: { health?: string | null; status?: string | null }) {
  const value = (health || '').toLowerCase();
  const glyph = value === 'healthy' ? '✓' : value === 'unhealthy' ? '✕' : value === 'warning' ? '!' : '?';
  const tone =
    value === 'healthy' ? 'success' : value === 'unhealthy' ? 'danger' : value === 'warning' ? 'warning' : 'neutral';
  if (!health && !status) return null;
  return (
    <Badge tone={tone}>
      <span aria-hidden="true">{glyph}</span> {[health, status].filter(Boolean).join(' / ')}
    </Badge>
  );
}
