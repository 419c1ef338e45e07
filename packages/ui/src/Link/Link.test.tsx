import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

function RouterLink({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={`#${to}`} data-router="" {...rest}>
      {children}
    </a>
  );
}

describe('Link', () => {
  it('renders an anchor with its href', () => {
    render(<Link href="/health">Health</Link>);
    expect(screen.getByRole('link', { name: 'Health' })).toHaveAttribute('href', '/health');
  });

  it('renders through a host anchor component and passes its props', () => {
    render(
      <Link as={RouterLink} to="/checks/1">
        Check 1
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Check 1' });
    expect(link).toHaveAttribute('href', '#/checks/1');
    expect(link).toHaveAttribute('data-router');
  });

  it('marks external links for a new tab and says so', () => {
    render(
      <Link href="https://example.com" external>
        Docs
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Docs (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
