import { styled } from 'styled-components';
import { cssVar, Icon, useT } from '@mission-control/ui';
import type { ComponentHealth } from '../model/components';

/** The colour of each health: borders and icons; the text beside them says the same in words. */
export const HEALTH_COLOR: Record<ComponentHealth, string> = {
  healthy: cssVar('color.statusGreen'),
  unhealthy: cssVar('color.statusRed'),
  warning: cssVar('color.statusOrange'),
  unknown: cssVar('color.statusGrey'),
};

const HEALTH_ICON: Record<ComponentHealth, string> = {
  healthy: 'check',
  unhealthy: 'error',
  warning: 'warning',
  unknown: 'help',
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  font-size: ${cssVar('font.size.sm')};
  font-weight: ${cssVar('font.weight.medium')};
  white-space: nowrap;

  & > svg {
    color: var(--health-color);
  }
`;

export function useHealthText(): (health: ComponentHealth) => string {
  const t = useT();
  return (health) =>
    ({
      healthy: t('topology.health.healthy', 'Healthy'),
      unhealthy: t('topology.health.unhealthy', 'Unhealthy'),
      warning: t('topology.health.warning', 'Warning'),
      unknown: t('topology.health.unknown', 'Unknown'),
    })[health];
}

export interface HealthLabelProps {
  health: ComponentHealth;
  /** Words to show instead of the health's name ('3 healthy'); they must name the health too. */
  text?: string;
  /** Show the icon only, with the words for screen readers. */
  iconOnly?: boolean;
  className?: string;
}

/** A health as an icon in its colour and its word: never by colour alone. */
export function HealthLabel({ health, text, iconOnly = false, className }: HealthLabelProps) {
  const named = useHealthText()(health);
  const words = text ?? named;
  return (
    <Root className={className} data-health={health} style={{ ['--health-color' as string]: HEALTH_COLOR[health] }}>
      <Icon name={HEALTH_ICON[health]} size="sm" label={iconOnly ? words : undefined} />
      {iconOnly ? null : <span>{words}</span>}
    </Root>
  );
}
