import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const resources: ComboboxOption[] = Array.from({ length: 50 }, (_, i) => ({ id: `r${i}`, label: `api-check-${i}` }));

function searchResources(query: string) {
  return Promise.resolve(resources.filter((r) => r.label.includes(query)));
}

function renderCombobox(props: Partial<ComboboxProps> = {}) {
  return render(
    <ThemeProvider>
      <Combobox label="Resource" loadOptions={searchResources} debounceMs={0} {...props} />
    </ThemeProvider>,
  );
}

// jsdom has no IntersectionObserver; react-aria's load-more sentinel needs one. This
// stand-in lets a test say 'the sentinel scrolled into view'.
const observers: IntersectionObserverCallback[] = [];
class TestIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observers.push(callback);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
function scrollSentinelIntoView() {
  const entry = { isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
  // StrictMode mounts twice; only the latest observer belongs to the live sentinel.
  observers.at(-1)?.([entry], {} as IntersectionObserver);
}

describe('Combobox', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // axe's 'region' rule wants every content inside a landmark; the open listbox must not sit beside them.
  it('opens its listbox inside the landmark around the field, axe clean', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <main>
          <h1>Run playbook</h1>
          <Combobox label="Resource" loadOptions={searchResources} debounceMs={0} />
        </main>
      </ThemeProvider>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Resource' }), 'api-check-1');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: 'api-check-1' })).toBeInTheDocument();
    expect(listbox.closest('main')).toBe(screen.getByRole('main'));
    const result = await axe.run(document, { runOnly: ['region'] });
    expect(result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });

  it('asks for input before searching', async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn(searchResources);
    renderCombobox({ loadOptions });
    await user.click(screen.getByRole('combobox', { name: 'Resource' }));
    expect(await screen.findByText('Start typing to search')).toBeInTheDocument();
    expect(loadOptions).not.toHaveBeenCalled();
  });

  it('waits for quiet typing (300 ms by default), then searches once for the whole text', async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn(searchResources);
    renderCombobox({ loadOptions, debounceMs: undefined });
    const started = Date.now();
    await user.type(screen.getByRole('combobox', { name: 'Resource' }), 'check-4');
    expect(loadOptions).not.toHaveBeenCalled();
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(1));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(loadOptions).toHaveBeenCalledWith('check-4', expect.any(AbortSignal));
  });

  it('aborts a search that a newer query replaced', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    const loadOptions = vi.fn((query: string, signal: AbortSignal) => {
      signals.push(signal);
      return query === 'a' ? new Promise<ComboboxOption[]>(() => undefined) : searchResources(query);
    });
    renderCombobox({ loadOptions });
    const input = screen.getByRole('combobox', { name: 'Resource' });
    await user.type(input, 'a');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('a', expect.any(AbortSignal)));
    await user.type(input, 'pi-check-7');
    await waitFor(() => expect(screen.getByRole('option', { name: 'api-check-7' })).toBeInTheDocument());
    expect(signals[0]?.aborted).toBe(true);
    // Typing eleven characters with user-event is slow on a loaded two-core machine.
  }, 15_000);

  it('says when a search found nothing', async () => {
    const user = userEvent.setup();
    renderCombobox();
    await user.type(screen.getByRole('combobox', { name: 'Resource' }), 'zzz');
    expect(await screen.findByText('No options found')).toBeInTheDocument();
  });

  it('renders long results 20 at a time and adds more at the end of the list', async () => {
    const user = userEvent.setup();
    renderCombobox();
    await user.type(screen.getByRole('combobox', { name: 'Resource' }), 'api');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    act(() => scrollSentinelIntoView());
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(40));
  });

  it('selects an option from the keyboard and shows its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCombobox({ onChange });
    const input = screen.getByRole('combobox', { name: 'Resource' });
    await user.type(input, 'check-12');
    await screen.findByRole('option', { name: 'api-check-12' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('r12', { id: 'r12', label: 'api-check-12' });
    expect(input).toHaveValue('api-check-12');
  });
});
