import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './Toast';

function setup(props: Partial<ToastProviderProps> = {}) {
  const api: { current: ToastApi | null } = { current: null };
  function Capture() {
    api.current = useToast();
    return null;
  }
  const view = render(
    <ThemeProvider>
      <ToastProvider {...props}>
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
  return { ...view, toast: () => api.current! };
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a success toast bottom-right in the provider portal and dismisses it after 5000 ms', () => {
    const { toast, container } = setup();
    act(() => void toast().success('Check saved'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Success: Check saved');
    expect(container.querySelector('[data-mc-portal]')).toContainElement(status);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('data-placement', 'bottom-right');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and closes them from the Dismiss button', () => {
    const { toast } = setup();
    act(() => void toast().error('An error occurred'));
    const alert = screen.getByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a loading toast without a close button until it is updated, then times out', () => {
    const { toast } = setup();
    let id = '';
    act(() => {
      id = toast().loading('Saving…');
    });
    expect(within(screen.getByRole('status')).queryByRole('button')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    act(() => toast().update(id, { type: 'success', message: 'Saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Success: Saved');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('places a toast top-right on request and shows its action link', () => {
    const { toast } = setup();
    act(
      () =>
        void toast().success('Linked to incident successfully', {
          placement: 'top-right',
          action: { label: 'View incident', href: '/incidents/42' },
        }),
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('data-placement', 'top-right');
    expect(screen.getByRole('link', { name: 'View incident' })).toHaveAttribute('href', '/incidents/42');
  });

  it('pauses while hovered and dismisses everything at once', () => {
    const { toast } = setup({ duration: 1000 });
    act(() => {
      toast().success('One');
      toast().success('Two');
    });
    fireEvent.mouseEnter(screen.getAllByRole('status')[0]!);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => toast().dismiss());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('throws a clear error outside a provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside a <ToastProvider>.');
    spy.mockRestore();
  });
});
