import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('renders each pair as a term and its definition, in order', () => {
    render(
      <StrictMode>
        <DescriptionList
          aria-label="Check"
          items={[
            { term: 'Schedule', description: 'every 1m' },
            { term: 'Owner', description: <a href="/teams/payments">payments</a> },
          ]}
        />
      </StrictMode>,
    );
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Schedule', 'Owner']);
    expect(definitions[0]).toHaveTextContent('every 1m');
    expect(screen.getByRole('link', { name: 'payments' })).toHaveAttribute('href', '/teams/payments');
    expect(screen.getByLabelText('Check')).toHaveAttribute('data-layout', 'columns');
  });

  it('leaves out pairs without a value but keeps zero and empty text', () => {
    render(
      <DescriptionList
        layout="stacked"
        items={[
          { term: 'Namespace', description: undefined },
          { term: 'Retries', description: 0 },
          { term: 'Agent', description: null },
          { term: 'Note', description: '' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Retries', 'Note']);
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('0');
  });
});
