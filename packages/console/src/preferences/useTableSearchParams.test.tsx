import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../provider/router';
import { createMemoryStorage } from '../provider/storage';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { useTableSearchParams } from './usePageSize';

/** A table's URL writer as the changes feed and insights have it: the default size leaves the URL. */
function Harness() {
  const [params, setParams] = useTableSearchParams('changes');
  const size = Number(params.get('pageSize') ?? 50);
  const choose = (next: number) =>
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      if (next === 50) out.delete('pageSize');
      else out.set('pageSize', String(next));
      return out;
    });
  return (
    <div>
      <p>Page size {size}</p>
      <button onClick={() => choose(100)}>Show 100</button>
      <button onClick={() => choose(50)}>Show 50</button>
      <button onClick={() => setParams((previous) => new URLSearchParams({ ...Object.fromEntries(previous), q: 'x' }))}>
        Filter
      </button>
    </div>
  );
}

describe('useTableSearchParams', () => {
  it('#28 page size: a size chosen in a URL-kept table survives a remount, the default one too', async () => {
    const storage = createMemoryStorage();
    const mount = (location = '/catalog/changes') =>
      render(
        <TestConsoleProvider storage={storage} router={createMemoryRouterAdapter(location)}>
          <Harness />
        </TestConsoleProvider>,
      );
    const user = userEvent.setup();
    let view = mount();
    expect(screen.getByText('Page size 50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 100' }));
    expect(await screen.findByText('Page size 100')).toBeInTheDocument();
    view.unmount();

    view = mount();
    expect(screen.getByText('Page size 100')).toBeInTheDocument();
    // A filter change keeps the remembered size.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByText('Page size 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 50' }));
    expect(await screen.findByText('Page size 50')).toBeInTheDocument();
    view.unmount();

    view = mount();
    expect(screen.getByText('Page size 50')).toBeInTheDocument();
    view.unmount();
    // A size the URL names wins over the remembered one.
    act(() => void mount('/catalog/changes?pageSize=25'));
    expect(screen.getByText('Page size 25')).toBeInTheDocument();
  });
});
