import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clampProgress, ProgressBar, progressLevel } from './ProgressBar';

describe('clampProgress', () => {
  it.each<[number | null | undefined, number]>([
    [0, 5],
    [-20, 5],
    [4.9, 5],
    [5, 5],
    [50, 50],
    [100, 100],
    [250, 100],
    [Number.NaN, 5],
    [null, 5],
    [undefined, 5],
    [Number.POSITIVE_INFINITY, 100],
  ])('%s → %s', (value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});

describe('progressLevel', () => {
  it.each([
    [5, 'green'],
    [75, 'green'],
    [75.1, 'orange'],
    [90, 'orange'],
    [90.5, 'red'],
    [100, 'red'],
  ] as const)('%s → %s', (value, expected) => {
    expect(progressLevel(value)).toBe(expected);
  });
});

describe('ProgressBar', () => {
  it('is a progressbar with its clamped value and label', () => {
    render(<ProgressBar value={2} label="Disk" />);
    const bar = screen.getByRole('progressbar', { name: 'Disk' });
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('data-level', 'green');
  });

  it('turns red above 90 and shows the value as text', () => {
    render(<ProgressBar value={95} aria-label="Memory" />);
    const bar = screen.getByRole('progressbar', { name: 'Memory' });
    expect(bar).toHaveAttribute('aria-valuenow', '95');
    expect(bar).toHaveAttribute('data-level', 'red');
    expect(bar).toHaveTextContent('95%');
  });
});
