import { configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { FlowErrorPage } from './FlowErrorPage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.useRealTimers();
});

function renderPage(page: React.ReactNode, location: string, identity: Record<string, unknown>) {
  const router = createMemoryRouterAdapter(location);
  render(
    <TestConsoleProvider router={router} user={null} client={{ identity }}>
      {page}
    </TestConsoleProvider>,
  );
  return router;
}

describe('FlowErrorPage', () => {
  it('goes home for a 404 error', async () => {
    const router = renderPage(<FlowErrorPage />, '/error?id=e1', {
      flowError: async () => ({ id: 'e1', error: { code: 404, message: 'not found' } }),
    });
    await waitFor(() => expect(router.location).toBe('/'));
  });

  it('shows other errors with a Go back action', async () => {
    renderPage(<FlowErrorPage />, '/error?id=e2', {
      flowError: async () => ({ id: 'e2', error: { code: 500, reason: 'The mail server is down.' } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The mail server is down.');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('shows the bad-session text for BAD_SESSION and Unknown error otherwise', async () => {
    renderPage(<FlowErrorPage />, '/error?error_code=BAD_SESSION', {});
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
    );
  });

  it('shows Unknown error for any other code', async () => {
    renderPage(<FlowErrorPage />, '/error?error_code=OTHER', {});
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
  });
});
