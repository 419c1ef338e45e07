import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { settingsFlow } from '../__fixtures__/flows';
import { PROFILE_MESSAGE_TIMEOUT_MS, ProfileSettingsPage } from './ProfileSettingsPage';

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

describe('ProfileSettingsPage', () => {
  it('shows one section per method the server offers, social sign-in only with providers', async () => {
    renderPage(<ProfileSettingsPage />, '/profile-settings', { createFlow: async () => settingsFlow() });
    const sections = await screen.findAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Profile Settings',
      'Change Password',
      'Manage 2FA Backup Recovery Codes',
      'Manage 2FA TOTP Authenticator App',
      'Manage Hardware Tokens and Biometrics',
    ]);
    const totp = screen.getByRole('region', { name: 'Manage 2FA TOTP Authenticator App' });
    expect(within(totp).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    // The QR code is drawn here from the otpauth address, as an image with a name.
    await waitFor(() =>
      expect(within(totp).getByRole('img', { name: 'Authenticator app QR code' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/),
      ),
    );
    const codes = screen.getByRole('list', { name: /back up recovery codes/ });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['abcd1234', 'efgh5678']);
  });

  it('shows Manage Social Sign In when providers exist', async () => {
    renderPage(<ProfileSettingsPage />, '/profile-settings', {
      createFlow: async () => settingsFlow('settings-1', { withOidc: true }),
    });
    expect(await screen.findByRole('region', { name: 'Manage Social Sign In' })).toBeInTheDocument();
  });

  it('submits one section with its own values, and the saved message disappears after 10 s', async () => {
    const saved = settingsFlow();
    saved.ui.messages = [{ id: 1050001, text: 'Your changes have been saved!', type: 'success' }];
    const submitFlow = vi.fn(async () => saved);
    renderPage(<ProfileSettingsPage />, '/profile-settings', { createFlow: async () => settingsFlow(), submitFlow });
    const profile = await screen.findByRole('region', { name: 'Profile Settings' });
    const first = within(profile).getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your changes have been saved!');
    expect(submitFlow).toHaveBeenCalledWith('settings', 'settings-1', {
      csrf_token: 'csrf-1',
      'traits.email': 'ada@example.com',
      'traits.name.first': 'Augusta',
      method: 'profile',
    });
    await act(async () => {
      vi.advanceTimersByTime(PROFILE_MESSAGE_TIMEOUT_MS - 500);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    const router = renderPage(<ProfileSettingsPage />, '/profile-settings', {
      createFlow: async () => {
        throw new ApiError('unauthorized', 'no session', {
          status: 401,
          body: { error: { id: 'session_inactive', code: 401 } },
        });
      },
    });
    await waitFor(() => expect(router.location).toMatch(/^\/login/));
    expect(new URLSearchParams(router.location.split('?')[1]).get('return_to')).toBe('/profile-settings');
  });

  it('asks to confirm with the password when a change needs a recent sign-in, and comes back after', async () => {
    const submitFlow = vi.fn(async () => {
      throw new ApiError('forbidden', 'refresh', {
        status: 403,
        body: { error: { id: 'session_refresh_required', code: 403 } },
      });
    });
    const router = renderPage(<ProfileSettingsPage />, '/profile-settings', {
      createFlow: async () => settingsFlow(),
      submitFlow,
    });
    const password = await screen.findByRole('region', { name: 'Change Password' });
    await userEvent.type(within(password).getByLabelText('Password', { exact: true }), 'a new long passphrase');
    await userEvent.click(within(password).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.location).toMatch(/^\/login\?/));
    const query = new URLSearchParams(router.location.split('?')[1]);
    expect(query.get('refresh')).toBe('true');
    expect(query.get('return_to')).toBe('/profile-settings');
  });
});
