import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { resolveIconName } from './glyphs';

describe('resolveIconName', () => {
  it.each([
    ['http', 'http'],
    ['HTTP', 'http'],
    ['sql', 'postgres'],
    ['k8s', 'kubernetes'],
    [' redis ', 'redis'],
    ['no-such-icon', 'generic'],
    ['', 'generic'],
    [null, 'generic'],
    ['constructor', 'generic'],
  ] as const)('%j → %s', (name, expected) => {
    expect(resolveIconName(name)).toBe(expected);
  });
});

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon name="search" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label', () => {
    render(<Icon name="kubernetes" label="Kubernetes" />);
    expect(screen.getByRole('img', { name: 'Kubernetes' })).toHaveAttribute('data-icon', 'kubernetes');
  });

  it('falls back to the generic glyph for unknown names', () => {
    render(<Icon name="teleport" label="Teleport" />);
    expect(screen.getByRole('img', { name: 'Teleport' })).toHaveAttribute('data-icon', 'generic');
  });

  it('sizes by name or pixels', () => {
    render(
      <>
        <Icon name="copy" size="lg" label="a" />
        <Icon name="copy" size={32} label="b" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'a' })).toHaveAttribute('width', '20');
    expect(screen.getByRole('img', { name: 'b' })).toHaveAttribute('width', '32');
  });
});
