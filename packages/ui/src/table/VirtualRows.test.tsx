import { render, screen, within } from '@testing-library/react';
import { StrictMode, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { VirtualRows } from './VirtualRows';

function Table({ count }: { count: number }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={scrollRef} style={{ height: 400, overflow: 'auto' }}>
      <table aria-label="Numbers" aria-rowcount={count + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">Name</th>
            <th scope="col">Square</th>
          </tr>
        </thead>
        <VirtualRows
          count={count}
          rowHeight={30}
          scrollRef={scrollRef}
          columnCount={2}
          renderRow={(index) => (
            <tr key={index} aria-rowindex={index + 2}>
              <th scope="row">{`row ${index}`}</th>
              <td>{index * index}</td>
            </tr>
          )}
        />
      </table>
    </div>
  );
}

describe('VirtualRows', () => {
  it('renders every row of a short table, without spacers', () => {
    render(
      <StrictMode>
        <Table count={20} />
      </StrictMode>,
    );
    const table = screen.getByRole('table', { name: 'Numbers' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('rowheader', { name: 'row 19' })).toBeInTheDocument();
    expect(table.querySelector('[data-spacer]')).toBeNull();
  });

  it('renders only the rows in view of a long one, with a spacer keeping the height below', () => {
    render(<Table count={10_000} />);
    const table = screen.getByRole('table', { name: 'Numbers' });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeLessThan(100);
    expect(within(table).getByRole('rowheader', { name: 'row 0' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: 'row 9999' })).toBeNull();
    const spacer = table.querySelector<HTMLTableCellElement>('[data-spacer] td')!;
    expect(spacer.colSpan).toBe(2);
    expect(parseFloat(spacer.style.height)).toBeGreaterThan(29 * 9000);
  });
});
