import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { cssVar } from '../theme/tokens';
import { VirtualRows } from './VirtualRows';

function Squares({ count }: { count: number }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={scrollRef} tabIndex={0} aria-label="Squares, scrollable" style={{ height: 300, overflow: 'auto' }}>
      <table
        aria-label="Squares"
        aria-rowcount={count + 1}
        style={{ borderCollapse: 'collapse', color: cssVar('color.text') }}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">Number</th>
            <th scope="col">Square</th>
          </tr>
        </thead>
        <VirtualRows
          count={count}
          rowHeight={28}
          scrollRef={scrollRef}
          columnCount={2}
          renderRow={(index) => (
            <tr key={index} aria-rowindex={index + 2} style={{ height: 28 }}>
              <th scope="row">{index}</th>
              <td>{index * index}</td>
            </tr>
          )}
        />
      </table>
    </div>
  );
}

const meta = {
  title: 'Table/VirtualRows',
  component: Squares,
  decorators: [withThemeProvider],
  args: { count: 10_000 },
} satisfies Meta<typeof Squares>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Squares' });
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const scroller = canvas.getByLabelText('Squares, scrollable');
    scroller.scrollTop = scroller.scrollHeight / 2;
    scroller.dispatchEvent(new Event('scroll'));
    // Scrolled halfway: the first rows are gone and rows from the middle are in the DOM.
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: '0' })).toBeNull());
    const numbers = within(table)
      .getAllByRole('rowheader')
      .map((cell) => Number(cell.textContent));
    await expect(Math.min(...numbers)).toBeGreaterThan(4000);
    await expect(Math.max(...numbers)).toBeLessThan(6000);
  },
};

export const Short: Story = {
  args: { count: 12 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Squares' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: '0' })).toBeVisible();
  },
};
