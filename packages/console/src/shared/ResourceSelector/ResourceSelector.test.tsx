import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeResourceSearch } from './__fixtures__/resources';
import { ResourceSelector } from './ResourceSelector';
import type { ResourceSelectorKind, ResourceRef } from './queries';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no IntersectionObserver; the list's load-more sentinel needs one. Nothing ever
// intersects here, so the list stays at its first window.
class NoIntersections {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('IntersectionObserver', NoIntersections);

function renderSelector({
  kinds = ['configs', 'components', 'checks'] as ResourceSelectorKind[],
  initial = null as ResourceRef | null,
  isRequired = false,
} = {}) {
  const search = vi.fn(fakeResourceSearch);
  const changes: (ResourceRef | null)[] = [];
  function Harness() {
    const [value, setValue] = useState<ResourceRef | null>(initial);
    return (
      <ResourceSelector
        label="Resource"
        kinds={kinds}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        isRequired={isRequired}
        showRequired
      />
    );
  }
  render(
    <TestConsoleProvider client={{ resources: { search: search as never } }}>
      <Harness />
    </TestConsoleProvider>,
  );
  return { search, changes };
}

describe('ResourceSelector', () => {
  it('searches the kinds after typing stops and names each option with its kind and type', async () => {
    const { search, changes } = renderSelector();
    const input = screen.getByRole('combobox', { name: 'Resource' });
    expect(input).toHaveAccessibleDescription(/queries such as name=\.\.\., type=\.\.\., health=healthy,unhealthy/);
    await userEvent.type(input, 'payments-api');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(search.mock.calls[0]![0]).toEqual({
      configs: [{ search: 'payments-api', limit: 50 }],
      components: [{ search: 'payments-api', limit: 50 }],
      checks: [{ search: 'payments-api', limit: 50 }],
    });
    const option = await screen.findByRole('option', { name: /payments-api/ });
    expect(option).toHaveTextContent('Component · API');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(changes.at(-1)).toEqual({ kind: 'components', id: 'cmp-1' }));
    expect(input).toHaveValue('payments-api');
  });

  it('renders 20 options at a time of a long result', async () => {
    renderSelector({ kinds: ['configs'] });
    await userEvent.type(screen.getByRole('combobox', { name: 'Resource' }), 'payments');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(20));
  });

  it('shows the name of a value set from outside', async () => {
    const { search } = renderSelector({ initial: { kind: 'checks', id: 'chk-1' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Resource' })).toHaveValue('payments-health'));
    expect(search).toHaveBeenCalledWith({ checks: [{ id: 'chk-1', limit: 1 }] }, expect.anything());
  });

  it("says 'This field is required' when required and empty", () => {
    renderSelector({ isRequired: true });
    expect(screen.getByRole('combobox', { name: /Resource/ })).toHaveAccessibleDescription(/This field is required/);
  });
});
