import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import { AgentsPage, DEFAULT_AGENT_ID } from './AgentsPage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

describe('AgentsPage', () => {
  it('hides the all-zero agent and shows the install command and token once', async () => {
    const fake = fakeDb({
      agents: [
        { id: DEFAULT_AGENT_ID, name: 'local', deleted_at: null },
        { id: 'a-1', name: 'edge-1', hostname: 'edge-1.local', deleted_at: null },
      ],
    });
    const generate = vi.fn(async () => ({
      id: 'a-2',
      username: 'token',
      password: 'secret-token',
      access_token: 'secret-token',
    }));
    const user = userEvent.setup();
    render(
      <TestConsoleProvider client={{ db: fake.db as never, agents: { generate } }}>
        <AgentsPage />
      </TestConsoleProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(await within(table).findByText('edge-1')).toBeInTheDocument();
    expect(within(table).queryByText('local')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Agent' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'edge-2');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const command = await within(dialog).findByLabelText('Install command');
    expect(generate).toHaveBeenCalledWith({ name: 'edge-2' });
    expect(command).toHaveTextContent('--set clusterName=edge-2');
    expect(command).not.toHaveTextContent('secret-token');
    await user.click(within(dialog).getByRole('button', { name: 'Show token' }));
    expect(command).toHaveTextContent('--set upstream.password=secret-token');
  });
});
