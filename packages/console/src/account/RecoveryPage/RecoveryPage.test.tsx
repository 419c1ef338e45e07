import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IdentityFlow } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { recoveryFlow } from '../__fixtures__/flows';
import { RecoveryPage } from './RecoveryPage';

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

describe('RecoveryPage', () => {
  it('shows the answered flow with the server message after sending the email', async () => {
    const sent: IdentityFlow = recoveryFlow();
    sent.ui.messages = [{ id: 1060003, text: 'An email containing a recovery code has been sent.', type: 'info' }];
    const submitFlow = vi.fn(async () => sent);
    renderPage(<RecoveryPage />, '/recovery', { createFlow: async () => recoveryFlow(), submitFlow });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('An email containing a recovery code has been sent.');
  });
});
