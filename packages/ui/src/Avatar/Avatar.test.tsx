import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows initials named by the person', () => {
    render(<Avatar name="Jane Doe" email="jane@example.com" />);
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveTextContent('JD');
  });

  it('falls back to the e-mail, then to ?', () => {
    const { rerender } = render(<Avatar email="ops.team@example.com" />);
    expect(screen.getByRole('img', { name: 'ops.team@example.com' })).toHaveTextContent('OT');
    rerender(<Avatar />);
    expect(screen.getByRole('img', { name: '?' })).toHaveTextContent('?');
  });

  it('shows the picture and falls back to initials when it fails to load', () => {
    render(<Avatar name="Ada Lovelace" src="/broken.png" />);
    const image = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });
});
