import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { aal2Flow, loginFlow, loginFlowWithErrors } from '../__fixtures__/flows';
import { LoginPage } from './LoginPage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderLogin(location: string, identity: Record<string, unknown>) {
  const router = createMemoryRouterAdapter(location);
  render(
    <TestConsoleProvider router={router} user={null} client={{ identity }}>
      <LoginPage />
    </TestConsoleProvider>,
  );
  return router;
}

describe('LoginPage', () => {
  it('signs in with the form and returns to the return_to path', async () => {
    const createFlow = vi.fn(async () => loginFlow());
    const submitFlow = vi.fn(async () => ({ session: { id: 's1' } }));
    const router = renderLogin('/login?return_to=%2Fhealth%3Fcheck%3Dc1', { createFlow, submitFlow });

    expect(await screen.findByRole('heading', { name: 'Sign In to your account' })).toBeInTheDocument();
    expect(createFlow).toHaveBeenCalledWith('login', expect.objectContaining({ returnTo: '/health?check=c1' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-Mail' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.location).toBe('/health?check=c1'));
    expect(submitFlow).toHaveBeenCalledWith('login', 'login-1', {
      csrf_token: 'csrf-1',
      identifier: 'ada@example.com',
      password: 'correct horse',
      method: 'password',
    });
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/recovery');
  });

  it('keeps the flow id in the address so a reload continues the same flow', async () => {
    const router = renderLogin('/login', { createFlow: async () => loginFlow('f-42') });
    await screen.findByRole('textbox', { name: 'E-Mail' });
    expect(router.location).toBe('/login?flow=f-42');
  });

  it('titles the refresh and second-factor variants and asks the server for them', async () => {
    const createFlow = vi.fn(async () => aal2Flow());
    renderLogin('/login?aal=aal2', { createFlow });
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Authentication code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use backup recovery code' })).toBeInTheDocument();
    expect(createFlow).toHaveBeenCalledWith('login', expect.objectContaining({ aal: 'aal2' }));
    expect(screen.queryByRole('link', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('says Confirm Action when asked to sign in again', async () => {
    const createFlow = vi.fn(async () => loginFlow());
    renderLogin('/login?refresh=true', { createFlow });
    expect(await screen.findByRole('heading', { name: 'Confirm Action' })).toBeInTheDocument();
    expect(createFlow).toHaveBeenCalledWith('login', expect.objectContaining({ refresh: true }));
  });

  it('sends the second-factor form with the method of the pressed button', async () => {
    const submitFlow = vi.fn(async () => ({ session: { id: 's1' } }));
    const router = renderLogin('/login?aal=aal2&return_to=%2Fincidents', {
      createFlow: async () => aal2Flow(),
      submitFlow,
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Backup recovery code' }), 'abcd1234');
    await userEvent.click(screen.getByRole('button', { name: 'Use backup recovery code' }));
    await waitFor(() => expect(router.location).toBe('/incidents'));
    expect(submitFlow).toHaveBeenCalledWith(
      'login',
      'login-aal2',
      expect.objectContaining({ method: 'lookup_secret', lookup_secret: 'abcd1234' }),
    );
  });

  it('Enter in a second-factor field sends that method, not the first button on the page', async () => {
    const submitFlow = vi.fn(async () => ({ session: { id: 's1' } }));
    renderLogin('/login?aal=aal2', { createFlow: async () => aal2Flow(), submitFlow });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Backup recovery code' }), 'abcd1234{Enter}');
    await waitFor(() => expect(submitFlow).toHaveBeenCalledTimes(1));
    expect(submitFlow).toHaveBeenCalledWith('login', 'login-aal2', {
      csrf_token: 'csrf-1',
      lookup_secret: 'abcd1234',
      method: 'lookup_secret',
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123456{Enter}');
    await waitFor(() => expect(submitFlow).toHaveBeenCalledTimes(2));
    expect(submitFlow).toHaveBeenLastCalledWith('login', 'login-aal2', {
      csrf_token: 'csrf-1',
      totp_code: '123456',
      method: 'totp',
    });
  });

  it('S11: credentials in the query are never submitted on their own; a click that names the account does it', async () => {
    const submitFlow = vi.fn(async () => ({ session: { id: 's1' } }));
    const router = renderLogin('/login?username=ada%40example.com&password=s3cret&return_to=%2Flogs', {
      createFlow: async () => loginFlow(),
      submitFlow,
    });
    const confirm = await screen.findByRole('button', { name: 'Sign in as ada@example.com' });
    expect(screen.getByRole('group', { name: 'Sign in from a link' })).toHaveTextContent(
      'The link you followed carries a password for ada@example.com.',
    );
    // The address and its history lose the credentials at once, before any click.
    await waitFor(() => expect(router.location).not.toContain('s3cret'));
    expect(router.history.some((entry) => entry.includes('s3cret') || entry.includes('username'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(submitFlow).not.toHaveBeenCalled();
    expect(router.location).not.toBe('/logs');

    await userEvent.click(confirm);
    await waitFor(() => expect(router.location).toBe('/logs'));
    expect(submitFlow).toHaveBeenCalledTimes(1);
    expect(submitFlow).toHaveBeenCalledWith('login', 'login-1', {
      csrf_token: 'csrf-1',
      identifier: 'ada@example.com',
      password: 's3cret',
      method: 'password',
    });
  });

  it('S11: "Use another account" drops the link credentials', async () => {
    const submitFlow = vi.fn(async () => ({ session: { id: 's1' } }));
    renderLogin('/login?username=mallory%40example.com&password=s3cret', {
      createFlow: async () => loginFlow(),
      submitFlow,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('textbox', { name: 'E-Mail' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: /Sign in as/ })).not.toBeInTheDocument();
    expect(submitFlow).not.toHaveBeenCalled();
  });

  it('S11: says so when this browser is signed in to another account already', async () => {
    const router = createMemoryRouterAdapter('/login?username=mallory%40example.com&password=s3cret');
    render(
      <TestConsoleProvider
        router={router}
        user={{ id: 'u1', name: 'Ada', email: 'ada@example.com', roles: ['viewer'] }}
        client={{ identity: { createFlow: async () => loginFlow(), submitFlow: vi.fn() } }}
      >
        <LoginPage />
      </TestConsoleProvider>,
    );
    expect(await screen.findByRole('group', { name: 'Sign in from a link' })).toHaveTextContent(
      'You are signed in as ada@example.com in this browser already.',
    );
  });

  it('shows the returned form with its errors on a 400', async () => {
    const submitFlow = vi.fn(async () => {
      throw new ApiError('validation', 'bad', { status: 400, body: loginFlowWithErrors() });
    });
    renderLogin('/login', { createFlow: async () => loginFlow(), submitFlow });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provided credentials are invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Property password is missing.');
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('ada@example.com');
  });

  it('restarts an expired flow and says why', async () => {
    const createFlow = vi.fn(async () => loginFlow(`login-${createFlow.mock.calls.length}`));
    const submitFlow = vi.fn(async () => {
      throw new ApiError('http', 'expired', {
        status: 410,
        body: { error: { id: 'self_service_flow_expired', code: 410, message: 'expired' } },
      });
    });
    const router = renderLogin('/login', { createFlow, submitFlow });
    await screen.findByRole('button', { name: 'Sign in' });
    const before = createFlow.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your interaction expired, please fill out the form again.',
    );
    await waitFor(() => expect(createFlow.mock.calls.length).toBe(before + 1));
    await waitFor(() => expect(router.location).toBe(`/login?flow=login-${before + 1}`));
  });

  it('restarts after a CSRF violation with the security message', async () => {
    const submitFlow = vi.fn(async () => {
      throw new ApiError('forbidden', 'csrf', {
        status: 403,
        body: { error: { id: 'security_csrf_violation', code: 403 } },
      });
    });
    renderLogin('/login', { createFlow: async () => loginFlow(), submitFlow });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A security violation was detected, please fill out the form again.',
    );
  });

  it('goes home when a session already exists and follows a browser location change', async () => {
    const router = renderLogin('/login', {
      createFlow: async () => {
        throw new ApiError('validation', 'has session', {
          status: 400,
          body: { error: { id: 'session_already_available', code: 400 } },
        });
      },
    });
    await waitFor(() => expect(router.location).toBe('/'));
  });

  it('shows the forbidden return_to message', async () => {
    renderLogin('/login?return_to=https%3A%2F%2Fevil.example', {
      createFlow: async () => {
        throw new ApiError('validation', 'nope', {
          status: 400,
          body: { error: { id: 'self_service_flow_return_to_forbidden', code: 400 } },
        });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The return_to address is not allowed.');
  });

  it('sends a second-factor requirement after the password to the address the server gives', async () => {
    const submitFlow = vi.fn(async () => {
      throw new ApiError('http', 'aal2', {
        status: 422,
        body: {
          error: { id: 'browser_location_change_required', code: 422 },
          redirect_browser_to: `${window.location.origin}/login?aal=aal2&return_to=%2Fhealth`,
        },
      });
    });
    const router = renderLogin('/login?return_to=%2Fhealth', { createFlow: async () => loginFlow(), submitFlow });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.location).toMatch(/^\/login\?aal=aal2&return_to=%2Fhealth/));
  });
});
