import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { statusSeries } from './__fixtures__/series';
import { StatusHistoryChart } from './StatusHistoryChart';

const data = [
  { time: '2025-01-06T10:00:00Z', passed: true, durationMs: 120 },
  { time: '2025-01-06T10:01:00Z', passed: false, durationMs: 1500 },
  { time: '2025-01-06T10:02:00Z', passed: true, durationMs: 95 },
];

describe('StatusHistoryChart', () => {
  it('summarises the data in the image label and the legend', () => {
    render(<StatusHistoryChart data={data} width={400} timeZone="UTC" />);
    expect(
      screen.getByRole('img', {
        name: 'Status history: 2 passed, 1 failed, from 2025-01-06 10:00:00.000 to 2025-01-06 10:02:00.000',
      }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pass (2)', 'Fail (1)']);
  });

  it('draws one path per status, however many points', () => {
    const { container } = render(<StatusHistoryChart data={statusSeries(3000)} width={600} />);
    expect(container.querySelectorAll('path[data-series]')).toHaveLength(2);
  });

  it('toggles a data table with every result, newest first', async () => {
    const user = userEvent.setup();
    render(<StatusHistoryChart data={data} width={400} timeZone="UTC" />);
    expect(screen.queryByRole('table')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TimeStatusDuration',
      '2025-01-06 10:02:00.000Pass95ms',
      '2025-01-06 10:01:00.000Fail1s',
      '2025-01-06 10:00:00.000Pass120ms',
    ]);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when there are no results', () => {
    render(<StatusHistoryChart data={[]} width={400} title="API" />);
    expect(screen.getByRole('img', { name: 'API: no results' })).toBeInTheDocument();
  });
});
