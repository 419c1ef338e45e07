import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { MultiSelect, multiSelectSummary, type MultiSelectProps } from './MultiSelect';

const codes = ['200', '201', '204', '301', '404', '500'].map((code) => ({ id: code, label: code }));

function renderMulti(props: Partial<MultiSelectProps> = {}) {
  return render(
    <ThemeProvider>
      <MultiSelect label="Response codes" options={codes} {...props} />
    </ThemeProvider>,
  );
}

describe('multiSelectSummary', () => {
  const count = (n: number) => `${n} selected`;
  it.each([
    [[], null],
    [['a'], 'a'],
    [['a', 'b', 'c'], 'a, b, c'],
    [['a', 'b', 'c', 'd'], '4 selected'],
    [['a', 'b', 'c', 'd', 'e'], '5 selected'],
  ])('%j → %s', (labels, expected) => {
    expect(multiSelectSummary(labels, 4, count)).toBe(expected);
  });
});

describe('MultiSelect', () => {
  it('toggles options from the keyboard and keeps the popover open', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderMulti({ onChange });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Response codes' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['200']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['200', '201']);
    expect(within(dialog).getByRole('option', { name: '201' })).toHaveAttribute('aria-selected', 'true');
    // The first Escape leaves the list's virtual focus (react-aria), the second closes.
    await user.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Response codes/ })).toHaveTextContent('200, 201');
  }, 20_000);

  it('filters by the search text and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderMulti();
    await user.click(screen.getByRole('button', { name: /Response codes/ }));
    await user.keyboard('50');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['500']);
    await user.keyboard('9');
    expect(screen.getByText('No options found')).toBeInTheDocument();
  });

  it('condenses to "N selected" at four selections', () => {
    renderMulti({ defaultValue: ['200', '201', '204'] });
    expect(screen.getByRole('button', { name: /Response codes/ })).toHaveTextContent('200, 201, 204');
  });

  it('reads "4 selected" with four values', () => {
    renderMulti({ value: ['200', '201', '204', '500'] });
    expect(screen.getByRole('button', { name: 'Response codes 4 selected' })).toBeInTheDocument();
  });

  it('describes its error on the trigger', () => {
    renderMulti({ isInvalid: true, errorMessage: 'At least one scope is required' });
    expect(screen.getByRole('button', { name: /Response codes/ })).toHaveAccessibleDescription(
      'At least one scope is required',
    );
  });
});
