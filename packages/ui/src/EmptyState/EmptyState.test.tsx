import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../i18n/messages';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it("says 'No data available' by default", () => {
    render(<EmptyState />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('takes a title, description and action', () => {
    render(<EmptyState title="No resources found" description="Try another filter." action={<button>Reset</button>} />);
    expect(screen.getByText('No resources found')).toBeInTheDocument();
    expect(screen.getByText('Try another filter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('lets the host translate the default', () => {
    render(
      <MessagesProvider messages={{ 'ui.emptyState.title': 'Keine Daten' }}>
        <EmptyState />
      </MessagesProvider>,
    );
    expect(screen.getByText('Keine Daten')).toBeInTheDocument();
  });
});
