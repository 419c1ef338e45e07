import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@mission-control/api';
import { checkFixtures, fixtureSummary } from '../../__fixtures__/checks';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { HealthDashboard } from './HealthDashboard';

describe('HealthDashboard', () => {
  it('lists each check with status, uptime and latency', async () => {
    render(
      <TestConsoleProvider client={{ canary: { summary: async () => fixtureSummary() } }}>
        <HealthDashboard />
      </TestConsoleProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Health checks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(checkFixtures.length);
    const payments = within(table).getByRole('row', { name: /api\/payments/ });
    expect(within(payments).getByText('unhealthy')).toBeInTheDocument();
    expect(within(payments).getByText('33.3%')).toBeInTheDocument();
    expect(within(payments).getByText('950ms')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    render(
      <TestConsoleProvider client={{ canary: { summary: async () => fixtureSummary([]) } }}>
        <HealthDashboard />
      </TestConsoleProvider>,
    );
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows the error message from the client', async () => {
    render(
      <TestConsoleProvider
        client={{
          canary: { summary: () => Promise.reject(new ApiError('network', 'Network Error. Please try again.')) },
        }}
      >
        <HealthDashboard />
      </TestConsoleProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error. Please try again.');
  });
});
