import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from './RelativeTime';

const NOW = Date.parse('2025-01-06T12:00:00.000Z');

describe('RelativeTime', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the age in a time element with the full date as title', () => {
    render(<RelativeTime value="2025-01-06T11:55:00.000Z" now={NOW} timeZone="UTC" />);
    const time = screen.getByText('5m');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2025-01-06T11:55:00.000Z');
    expect(time).toHaveAttribute('title', 'Jan 6 11:55:00.000');
  });

  it.each(['', null, undefined, '0001-01-01T00:00:00Z', 'not a date'])('renders nothing for %j', (value) => {
    const { container } = render(<RelativeTime value={value} now={NOW} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('ticks when no reference time is given', () => {
    vi.useFakeTimers({ now: NOW });
    render(<RelativeTime value={NOW - 50_000} refreshMs={10_000} />);
    expect(screen.getByText('50s')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.getByText('1m')).toBeInTheDocument();
  });
});
