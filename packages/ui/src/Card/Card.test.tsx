import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { Card, CardList } from './Card';

describe('Card', () => {
  it('with a title is a region named by its heading, at the level asked for', () => {
    render(
      <StrictMode>
        <Card title="Latency" headingLevel={2} actions={<button>Export</button>}>
          p95 120 ms
        </Card>
      </StrictMode>,
    );
    const region = screen.getByRole('region', { name: 'Latency' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Latency' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(within(region).getByText('p95 120 ms')).toBeInTheDocument();
  });

  it('without a title is a plain group with no heading', () => {
    render(<Card data-testid="card">Only content</Card>);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(card).toHaveAttribute('data-tone', 'raised');
  });
});

describe('CardList', () => {
  it('wraps each card in a list item of a named list', () => {
    render(
      <CardList aria-label="Checks">
        <Card key="a" title="http-api">
          passing
        </Card>
        <Card key="b" title="postgres">
          failing
        </Card>
        {null}
      </CardList>,
    );
    const list = screen.getByRole('list', { name: 'Checks' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByRole('heading', { name: 'postgres' })).toBeInTheDocument();
  });
});
