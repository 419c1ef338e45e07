import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LatencyChart } from './LatencyChart';

const data = [
  { time: '2025-01-06T10:00:00Z', latencyMs: 120 },
  { time: '2025-01-06T10:01:00Z', latencyMs: 2500 },
  { time: '2025-01-06T10:02:00Z', latencyMs: null },
  { time: '2025-01-06T10:03:00Z', latencyMs: 80 },
];

describe('LatencyChart', () => {
  it('summarises latest, min and max in the image label', () => {
    render(<LatencyChart data={data} width={400} />);
    expect(
      screen.getByRole('img', { name: 'Latency: 3 samples, latest 80ms, min 80ms, max 2.5s' }),
    ).toBeInTheDocument();
  });

  it('formats the latency axis with formatLatency', () => {
    const { container } = render(<LatencyChart data={data} width={400} />);
    const ticks = Array.from(container.querySelectorAll('.visx-axis-left text')).map((node) => node.textContent);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.every((tick) => /^\d+(\.\d+)?(ms|s)$/.test(tick ?? ''))).toBe(true);
  });

  it('shows the samples in a table on demand', async () => {
    const user = userEvent.setup();
    render(<LatencyChart data={data} width={400} timeZone="UTC" />);
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent('2025-01-06 10:01:00.0002.5s');
  });

  it('says when there are no samples', () => {
    render(<LatencyChart data={undefined} width={400} />);
    expect(screen.getByRole('img', { name: 'Latency: no samples' })).toBeInTheDocument();
  });
});
