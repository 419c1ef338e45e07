import type { CheckSummary } from '@mission-control/api';
import { cssVar, Icon, StatusDot, useT } from '@mission-control/ui';
import { styled } from 'styled-components';
import { checkDisplayName, checkStatus } from '../model/checks';
import { formatUptime } from '../model/durations';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${cssVar('space.2')};
  max-height: var(--mc-health-table-height, 70vh);
  overflow: auto;
`;

const Card = styled.li`
  /* Off-screen cards skip layout and paint, which keeps thousands of them cheap. */
  content-visibility: auto;
  contain-intrinsic-size: auto 56px;
  button {
    font: inherit;
    width: 100%;
    display: flex;
    align-items: center;
    gap: ${cssVar('space.2')};
    padding: ${cssVar('space.2')} ${cssVar('space.3')};
    border: 1px solid ${cssVar('color.border')};
    border-radius: ${cssVar('radius.md')};
    background: ${cssVar('color.surface')};
    color: ${cssVar('color.text')};
    cursor: pointer;
    text-align: left;
  }
  button:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
  span[data-name] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export interface ChecksCardsProps {
  checks: readonly CheckSummary[];
  onOpenCheck: (checkId: string) => void;
  label: string;
}

/** The card layout: icon, name and status dot per check. */
export function ChecksCards({ checks, onOpenCheck, label }: ChecksCardsProps) {
  const t = useT();
  return (
    <Grid aria-label={label}>
      {checks.map((check) => {
        const name = checkDisplayName(check);
        return (
          <Card key={check.id}>
            <button
              type="button"
              onClick={() => onOpenCheck(check.id)}
              title={t('health.card.uptime', '{name}: uptime {uptime}', { name, uptime: formatUptime(check.uptime) })}
            >
              <Icon name={check.icon || check.type} />
              <span data-name="">{name}</span>
              <StatusDot status={checkStatus(check)} />
            </button>
          </Card>
        );
      })}
    </Grid>
  );
}
