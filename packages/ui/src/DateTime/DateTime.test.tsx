import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DateFormat } from '../format/dates';
import { DateTime } from './DateTime';

const VALUE = '2025-01-06T10:30:01.999Z';

describe('DateTime', () => {
  it.each<[DateFormat, string]>([
    ['timestamp', '2025-01-06 10:30:01.999'],
    ['full', 'Jan 6 10:30:01.999'],
    ['medium', 'Mon 10:30:01'],
    ['short', '1h'],
  ])('%s format', (format, text) => {
    render(<DateTime value={VALUE} format={format} timeZone="UTC" now={Date.parse('2025-01-06T11:30:01.999Z')} />);
    const time = screen.getByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', VALUE);
    expect(time).toHaveAttribute('title', '2025-01-06 10:30:01.999 UTC');
  });

  it('shows the time in the display zone', () => {
    render(<DateTime value={VALUE} timeZone="Asia/Tokyo" />);
    expect(screen.getByText('2025-01-06 19:30:01.999')).toBeInTheDocument();
  });

  it('renders nothing for the zero date', () => {
    const { container } = render(<DateTime value="0001-01-01T00:00:00Z" />);
    expect(container).toBeEmptyDOMElement();
  });
});
