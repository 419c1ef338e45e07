import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { registrationFlow } from '../__fixtures__/flows';
import { RegistrationPage } from './RegistrationPage';

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

describe('RegistrationPage', () => {
  it('shows the server saying registration is disabled, plainly, with a Sign in link', async () => {
    renderPage(<RegistrationPage />, '/registration', {
      createFlow: async () => {
        throw new ApiError('validation', 'Registration is disabled', {
          status: 400,
          body: { error: { id: 'self_service_flow_disabled', code: 400, reason: 'Registration is disabled' } },
        });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is disabled');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('sends traits with their flat names and leaves empty optional ones out', async () => {
    const submitFlow = vi.fn(async () => ({ session: { id: 's' } }));
    const router = renderPage(<RegistrationPage />, '/registration', {
      createFlow: async () => registrationFlow(),
      submitFlow,
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-Mail' }), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.location).toBe('/'));
    expect(submitFlow).toHaveBeenCalledWith('registration', 'reg-1', {
      csrf_token: 'csrf-1',
      'traits.email': 'new@example.com',
      password: 'a long passphrase',
      method: 'password',
    });
  });
});
