import type { CheckSummary } from '@mission-control/api';
import { cssVar, useT } from '@mission-control/ui';
import { styled } from 'styled-components';
import { useCheckSummaries } from '../queries';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${cssVar('color.surface')};
  th,
  td {
    text-align: left;
    padding: ${cssVar('space.2')} ${cssVar('space.3')};
    border-bottom: 1px solid ${cssVar('color.border')};
  }
  th {
    font-weight: ${cssVar('font.weight.bold')};
    color: ${cssVar('color.textMuted')};
  }
`;

const Status = styled.span<{ $healthy: boolean }>`
  color: ${({ $healthy }) => ($healthy ? cssVar('color.statusGreen') : cssVar('color.statusRed'))};
  font-weight: ${cssVar('font.weight.medium')};
`;

function uptimePercent(check: CheckSummary): string {
  const total = check.uptime.passed + check.uptime.failed;
  return total ? `${((check.uptime.passed / total) * 100).toFixed(1)}%` : '-';
}

function latency(check: CheckSummary): string {
  const ms = check.latency.p95;
  return ms == null ? '-' : `${ms}ms`;
}

export interface HealthDashboardProps {
  /** Accessible name of the checks table. @default 'Health checks' */
  label?: string;
}

/** Every check with its status, uptime and latency. */
export function HealthDashboard({ label }: HealthDashboardProps) {
  const t = useT();
  const { data, error, isPending } = useCheckSummaries();
  if (isPending) return <p role="status">{t('health.loading', 'Loading checks…')}</p>;
  if (error) return <p role="alert">{error.message}</p>;
  if (!data.length) return <p>{t('table.empty', 'No data available')}</p>;
  return (
    <Table aria-label={label ?? t('health.table', 'Health checks')}>
      <thead>
        <tr>
          <th scope="col">{t('health.column.checks', 'Checks')}</th>
          <th scope="col">{t('health.column.health', 'Health')}</th>
          <th scope="col">{t('health.column.uptime', 'Uptime')}</th>
          <th scope="col">{t('health.column.latency', 'Latency')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((check) => (
          <tr key={check.id}>
            <td>{check.name}</td>
            <td>
              <Status $healthy={check.status === 'healthy'}>{check.status ?? 'unknown'}</Status>
            </td>
            <td>{uptimePercent(check)}</td>
            <td>{latency(check)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
