import { Badge, Icon, useT } from '@mission-control/ui';
import { severityGlyph, severityLabel, severityTone } from '../model/severity';
import { Glyph } from './ChangeBadges.styles';

export interface SeverityBadgeProps {
  severity: string | null | undefined;
}

/** A change's severity as a badge: a glyph per level and the level's name, tinted; never colour alone. */
export function SeverityBadge({ severity }: SeverityBadgeProps) {
  const t = useT();
  if (!severity) return null;
  const label = severityLabel(severity);
  return (
    <Badge tone={severityTone(severity)} data-severity={severity.toLowerCase()}>
      <Glyph aria-hidden="true">{severityGlyph(severity)}</Glyph>
      {t(`catalog.changes.severity.${severity.toLowerCase()}`, label)}
    </Badge>
  );
}

export interface ChangeTypeBadgeProps {
  changeType: string | null | undefined;
}

/** A change's type (`diff`, `Unhealthy`, `Pulled` …) with its icon. */
export function ChangeTypeBadge({ changeType }: ChangeTypeBadgeProps) {
  if (!changeType) return null;
  return (
    <Badge data-change-type={changeType}>
      <Icon name={changeType} size="sm" />
      {changeType}
    </Badge>
  );
}
