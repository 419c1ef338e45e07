import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileSize } from './FileSize';

describe('FileSize', () => {
  it('shows the size in 1024 steps with the exact bytes in its title', () => {
    render(<FileSize bytes={1536} />);
    expect(screen.getByText('1.5 KB')).toHaveAttribute('title', '1536 B');
  });

  it('renders nothing for a missing value', () => {
    const { container } = render(<FileSize bytes={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
