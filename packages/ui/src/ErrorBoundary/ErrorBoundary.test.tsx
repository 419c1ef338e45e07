import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorView } from './ErrorView';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom', { cause: new Error('database down') });
  return <p>recovered</p>;
}

describe('ErrorBoundary', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    shouldThrow = true;
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('shows the fallback view and logs the error', () => {
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert', { name: 'Sorry.. there was an error' })).toHaveTextContent('boom');
    expect(consoleError).toHaveBeenCalledWith(
      'Uncaught error in a Mission Control widget',
      expect.objectContaining({ message: 'boom' }),
      expect.anything(),
    );
  });

  it('retries with Try again', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });

  it('resets when a reset key changes', async () => {
    const user = userEvent.setup();
    function Host() {
      const [route, setRoute] = useState('a');
      return (
        <>
          <button onClick={() => setRoute('b')}>navigate</button>
          <ErrorBoundary resetKeys={[route]}>
            <Flaky />
          </ErrorBoundary>
        </>
      );
    }
    render(<Host />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'navigate' }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });

  it('uses a custom fallback and reports through onError', () => {
    const onError = vi.fn();
    render(
      <ErrorBoundary onError={onError} fallback={({ error }) => <p>custom: {(error as Error).message}</p>}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('custom: boom')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('ErrorView', () => {
  it("defaults its title to 'Something went wrong' and shows stack and cause", () => {
    const error = new Error('bad gateway', { cause: { status: 502 } });
    render(<ErrorView error={error} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('bad gateway')).toBeInTheDocument();
    expect(screen.getByLabelText('Stack trace')).toHaveTextContent('bad gateway');
    expect(screen.getByLabelText('Cause')).toHaveTextContent('"status": 502');
  });

  it('hides details when asked', () => {
    render(<ErrorView error={new Error('bad gateway', { cause: 'x' })} hideDetails />);
    expect(screen.queryByText('Details')).toBeNull();
    expect(screen.queryByLabelText('Stack trace')).toBeNull();
  });

  it('offers Go back', async () => {
    const onBack = vi.fn();
    const user = userEvent.setup();
    render(<ErrorView error="offline" onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
