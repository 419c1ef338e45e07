import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Latency } from './Latency';

describe('Latency', () => {
  it.each([
    [250, '250ms'],
    [1500, '1.5s'],
    [120_000, '2m'],
    [7_200_000, '2h'],
  ])('%s ms reads %s', (ms, text) => {
    render(<Latency ms={ms} />);
    expect(screen.getByText(text)).toHaveAttribute('title', `${ms} ms`);
  });

  it('renders nothing for a missing value', () => {
    const { container } = render(<Latency ms={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
