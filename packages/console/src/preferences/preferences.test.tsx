import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter } from '../provider/router';
import { createMemoryStorage } from '../provider/storage';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { CARD_WIDTH, DEFAULT_PREFERENCES, PREFERENCE_KEYS, readPreferences, writePreference } from './preferences';
import { PreferencesForm } from './PreferencesMenu';
import { DateTime } from './PreferredDate';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const instant = '2025-01-01T10:30:01.999Z';

describe('readPreferences', () => {
  it.each([
    [{}, DEFAULT_PREFERENCES],
    [
      { datetime_format: 'full', display_timezone: 'Asia/Kolkata' },
      { ...DEFAULT_PREFERENCES, datetimeFormat: 'full', timeZone: 'Asia/Kolkata' },
    ],
    [{ datetime_format: 'weird', display_timezone: 'Not/AZone' }, DEFAULT_PREFERENCES],
    [{ topology_card_width: '9999' }, DEFAULT_PREFERENCES],
    [{ topology_card_width: '301' }, { ...DEFAULT_PREFERENCES, topologyCardWidth: 300 }],
    [{ show_deleted_items: 'true' }, { ...DEFAULT_PREFERENCES, showDeletedItems: true }],
  ])('reads %o', (stored, expected) => {
    const storage = createMemoryStorage();
    for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
    expect(readPreferences(storage)).toEqual(expected);
  });

  it('keeps the card width under the spec key with its default and range', () => {
    expect(PREFERENCE_KEYS.topologyCardWidth).toBe('topology_card_width');
    expect(CARD_WIDTH).toEqual({ min: 250, max: 768, step: 2, default: 554 });
  });
});

describe('PreferencesForm', () => {
  it('changes the date format and zone of every date widget, and keeps them in storage', async () => {
    const storage = createMemoryStorage();
    const router = createMemoryRouterAdapter('/health');
    render(
      <TestConsoleProvider storage={storage} router={router}>
        <PreferencesForm />
        <DateTime value={instant} data-testid="date" />
      </TestConsoleProvider>,
    );
    const date = screen.getByTestId('date');
    expect(date.textContent).toMatch(/^2025-01-01 \d\d:30:01\.999$/);

    await userEvent.click(screen.getByRole('button', { name: /Date format/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Full/ }));
    expect(storage.getItem('datetime_format')).toBe('full');

    await userEvent.click(screen.getByRole('button', { name: /Display time zone/ }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Browser');
    expect(options[1]).toHaveTextContent(/\(-1\d:\d\d\)$/);
    await userEvent.keyboard('{Escape}');
    // The list is long and virtualised; the zone is set through the same store the menu writes.
    act(() => writePreference(storage, 'timeZone', 'Asia/Kolkata'));
    expect(date.textContent).toBe('Jan 1 16:00:01.999');

    await userEvent.click(screen.getByRole('switch', { name: 'Show hidden components' }));
    expect(router.location).toBe('/health?showHiddenComponents=yes');
  });
});
