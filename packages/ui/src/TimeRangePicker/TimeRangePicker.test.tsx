import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { RECENT_RANGES_STORAGE_KEY } from '../time/recentRanges';
import type { TimeRange } from '@mission-control/core';
import { CheckDetailRangePicker } from './CheckDetailRangePicker';
import { TimeRangePicker, TimeRangePickerPreset } from './TimeRangePicker';
import { fixedNow, memoryStorage } from './__fixtures__/clock';

function renderPreset(props: Partial<Parameters<typeof TimeRangePickerPreset>[0]> = {}) {
  const onChange = vi.fn<(range: TimeRange) => void>();
  const utils = render(
    <ThemeProvider>
      <TimeRangePickerPreset now={fixedNow} timeZone="UTC" onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return { onChange, ...utils };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Time range:/ }));
  return screen.getByRole('dialog', { name: 'Time range' });
}

// Typing into jsdom is slow on a shared machine; the assertions, not the clock, are the test.
describe('TimeRangePicker', { timeout: 30_000 }, () => {
  it('shows the current range on its trigger', () => {
    renderPreset();
    expect(screen.getByRole('button', { name: 'Time range: Last 1 hour' })).toBeInTheDocument();
  });

  it('picks a quick range', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChange } = renderPreset();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('option', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'mapped', range: 'yesterday' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Time range: Yesterday' })).toBeInTheDocument();
  });

  it('picks a relative range with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChange } = renderPreset();
    const dialog = await openPanel(user);
    within(dialog).getByRole('textbox', { name: 'To' }).focus();
    // Tab past Apply into the list, which focuses the current range (Last 1 hour).
    await user.tab();
    await user.tab();
    const list = within(dialog).getByRole('listbox', { name: 'Relative ranges' });
    expect(within(list).getByRole('option', { name: 'Last 1 hour' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ type: 'relative', from: 'now-6h', to: 'now' });
  });

  it('previews typed date math and applies it as a relative range', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChange } = renderPreset();
    const dialog = await openPanel(user);
    const from = within(dialog).getByRole('textbox', { name: 'From' });
    expect(from).toHaveValue('now-1h');
    await user.clear(from);
    await user.type(from, 'now-6h');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2024-03-13 08:25:36 to 2024-03-13 14:25:36');
    await user.click(within(dialog).getByRole('button', { name: 'Apply time range' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'relative', from: 'now-6h', to: 'now' });
  });

  it('rejects invalid input and a from after the to', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChange } = renderPreset();
    const dialog = await openPanel(user);
    const from = within(dialog).getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, 'now-5');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/From is not a valid date or expression/);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Apply time range' })).toBeDisabled();

    await user.clear(from);
    await user.type(from, 'now+1h');
    expect(within(dialog).getByRole('status')).toHaveTextContent('From must not be after To');
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies typed dates as an absolute range and remembers it', async () => {
    const user = userEvent.setup({ delay: null });
    const storage = memoryStorage();
    const { onChange } = renderPreset({ storage });
    const dialog = await openPanel(user);
    const from = within(dialog).getByRole('textbox', { name: 'From' });
    const to = within(dialog).getByRole('textbox', { name: 'To' });
    await user.clear(from);
    await user.type(from, '2024-03-01 00:00');
    await user.clear(to);
    await user.type(to, '2024-03-02T12:00:00Z{Enter}');
    const applied = { type: 'absolute', from: '2024-03-01T00:00:00.000Z', to: '2024-03-02T12:00:00.000Z' };
    expect(onChange).toHaveBeenCalledWith(applied);
    expect(JSON.parse(storage.items.get(RECENT_RANGES_STORAGE_KEY)!)).toEqual([applied]);

    const reopened = await openPanel(user);
    expect(
      within(within(reopened).getByRole('listbox', { name: 'Recently used' })).getByRole('option', {
        name: '2024-03-01 00:00:00 to 2024-03-02 12:00:00',
      }),
    ).toBeInTheDocument();
  });

  // axe's 'region' rule counts a named element outside the page's landmarks as stray content; the
  // portalled surface around the panel must carry no name, so only the panel's dialog (a region to axe) is named.
  it('names only its panel dialog, not the surface portalled around it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPreset();
    const dialog = await openPanel(user);
    for (let node = dialog.parentElement; node && !node.hasAttribute('data-mc-portal'); node = node.parentElement) {
      expect(node).not.toHaveAttribute('aria-labelledby');
      expect(node).not.toHaveAttribute('aria-label');
    }
  });

  it('offers future ranges with Indefinitely', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChange } = renderPreset({ future: true });
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('option', { name: 'Indefinitely' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'relative', from: 'now', to: 'indefinitely' });
  });

  it('composes from parts and follows a controlled value', () => {
    const { rerender } = render(
      <TimeRangePicker.Root value={{ type: 'mapped', range: 'thisWeek' }} now={fixedNow} timeZone="UTC">
        <TimeRangePicker.Trigger aria-label="Window" />
      </TimeRangePicker.Root>,
    );
    expect(screen.getByRole('button', { name: 'Window: This week' })).toBeInTheDocument();
    rerender(
      <TimeRangePicker.Root value={{ type: 'relative', from: 'now-7d', to: 'now' }} now={fixedNow} timeZone="UTC">
        <TimeRangePicker.Trigger aria-label="Window" />
      </TimeRangePicker.Root>,
    );
    expect(screen.getByRole('button', { name: 'Window: Last 7 days' })).toBeInTheDocument();
  });
});

describe('CheckDetailRangePicker', () => {
  it('is the time-range picker with the check-detail lookbacks, reporting the picked key', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <CheckDetailRangePicker value="2h" onChange={onChange} />
      </ThemeProvider>,
    );
    // The trigger names even a lookback the picker's own list lacks (2 hours) in words.
    await user.click(screen.getByRole('button', { name: 'Time range: Last 2 hours' }));
    const dialog = screen.getByRole('dialog', { name: 'Time range' });
    const options = within(dialog).getAllByRole('option');
    expect(options).toHaveLength(20);
    expect(options[0]).toHaveTextContent('Last 15 minutes');
    expect(within(dialog).getByRole('option', { name: 'Last 2 hours' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('option', { name: 'Last 1 month' }));
    expect(onChange).toHaveBeenCalledWith('1mo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
