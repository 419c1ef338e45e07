import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type StorageAdapter } from '../../provider/storage';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeAuth, PLAINTEXT_TOKEN, tokensFixture, type FakeAuthOptions } from '../__fixtures__/tokens';
import { CreateTokenDialog } from '../CreateTokenDialog/CreateTokenDialog';
import { KubeconfigModal } from '../KubeconfigModal/KubeconfigModal';
import { scopeSummary } from '../model/scopeSummary';
import { SetupMcpModal } from '../SetupMcpModal/lazy';
import { TokenCreatedDialog } from '../TokenCreatedDialog/TokenCreatedDialog';
import { TokensPage } from './TokensPage';
import { selectOption } from '@mission-control/ui/testing';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

type User = ReturnType<typeof userEvent.setup>;

function renderWith(ui: React.ReactNode, options: FakeAuthOptions = {}, storage?: StorageAdapter) {
  const fake = fakeAuth(options);
  const user = userEvent.setup();
  render(
    <TestConsoleProvider
      storage={storage}
      client={
        {
          auth: fake.auth as never,
          url: (path: string) => `/api${path}`,
          kubeconfigUrl: () => '/api/kubeconfig',
        } as never
      }
    >
      {ui}
    </TestConsoleProvider>,
  );
  return { ...fake, user };
}

function CreateHarness() {
  const [open, setOpen] = useState(true);
  const [token, setToken] = useState<string | null>(null);
  return (
    <>
      <CreateTokenDialog isOpen={open} onOpenChange={setOpen} onCreated={setToken} />
      {token ? <TokenCreatedDialog isOpen token={token} onOpenChange={() => setToken(null)} /> : null}
    </>
  );
}

const choose = (user: User, scope: HTMLElement, field: RegExp, option: string) =>
  selectOption({ user, within: scope, label: field, option });

describe('CreateTokenDialog', () => {
  it('starts with 90 days, Auto Renew off and the Read preset, and keeps submit disabled until a name is typed', async () => {
    const { user } = renderWith(<CreateHarness />);
    const dialog = await screen.findByRole('dialog', { name: 'Create new token' });
    expect(within(dialog).getByRole('button', { name: /Expiry/ })).toHaveTextContent('90 days');
    expect(within(dialog).getByRole('switch', { name: 'Auto Renew' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: /Scopes/ })).toHaveTextContent('Read');
    const submit = within(dialog).getByRole('button', { name: 'Create token' });
    expect(submit).toBeDisabled();

    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, '   ');
    await user.tab();
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'ci');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('offers the expiry options with 365d shown as 1 year', async () => {
    const { user } = renderWith(<CreateHarness />);
    const dialog = await screen.findByRole('dialog', { name: 'Create new token' });
    await user.click(within(dialog).getByRole('button', { name: /Expiry/ }));
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(['30 days', '90 days', '180 days', '1 year', 'Never']);
  });

  it('creates a Custom token with per-object levels, then reveals it once', async () => {
    const { user, created } = renderWith(<CreateHarness />);
    const dialog = await screen.findByRole('dialog', { name: 'Create new token' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  ci-bot  ');
    await choose(user, dialog, /Expiry/, '1 year');
    await user.click(within(dialog).getByRole('switch', { name: 'Auto Renew' }));
    await choose(user, dialog, /Scopes/, 'Custom');
    const levels = within(dialog).getByRole('group', { name: 'Scope levels' });
    // Custom starts from the Read preset's levels.
    expect(within(levels).getByRole('button', { name: /Canaries/ })).toHaveTextContent('Read');
    await choose(user, levels, /MCP/, 'None');
    await choose(user, levels, /Catalog/, 'None');
    await choose(user, levels, /Application/, 'None');
    await choose(user, levels, /Notification/, 'None');
    await choose(user, levels, /Playbooks/, 'Run');
    await choose(user, levels, /Canaries/, 'Write');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const reveal = await screen.findByRole('dialog', { name: 'Token Created Successfully' });
    expect(created).toEqual([
      {
        name: 'ci-bot',
        expiry: '8760h',
        auto_renew: true,
        scope: [
          { subject: 'u-admin', object: 'canaries', action: 'read' },
          { subject: 'u-admin', object: 'canaries', action: 'create' },
          { subject: 'u-admin', object: 'playbooks', action: 'read' },
          { subject: 'u-admin', object: 'playbooks', action: 'playbook:run' },
        ],
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Create new token' })).not.toBeInTheDocument();
    expect(await screen.findByText('Token created successfully')).toBeInTheDocument();
    expect(within(reveal).getByLabelText('Token')).not.toHaveTextContent(PLAINTEXT_TOKEN);
  });

  it('refuses a Custom scope with every level at None', async () => {
    const { user, created } = renderWith(<CreateHarness />);
    const dialog = await screen.findByRole('dialog', { name: 'Create new token' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'nothing');
    await choose(user, dialog, /Scopes/, 'Custom');
    const levels = within(dialog).getByRole('group', { name: 'Scope levels' });
    for (const object of [/MCP/, /Canaries/, /Catalog/, /Application/, /Playbooks/, /Notification/]) {
      await choose(user, levels, object, 'None');
    }
    expect(await within(dialog).findByText('Select at least one scope')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create token' })).toBeDisabled();
    expect(created).toEqual([]);
  });

  it("shows the server's error, or 'Failed to create token' when it has none, and stays open", async () => {
    const { user } = renderWith(<CreateHarness />, { createError: { error: 'invalid email' } });
    const dialog = await screen.findByRole('dialog', { name: 'Create new token' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('invalid email')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create new token' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to create token'", async () => {
    const { user } = renderWith(<CreateHarness />, { createError: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Create new token' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Failed to create token')).toBeInTheDocument();
  });

  it('disables submit while the request runs', async () => {
    const { user, release } = renderWith(<CreateHarness />, { hold: true });
    const dialog = await screen.findByRole('dialog', { name: 'Create new token' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Create token/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    release();
    expect(await screen.findByRole('dialog', { name: 'Token Created Successfully' })).toBeInTheDocument();
  });
});

describe('TokenCreatedDialog', () => {
  it('masks the token, shows and hides it, and copies it with the clipboard message', async () => {
    const { user } = renderWith(<TokenCreatedDialog isOpen onOpenChange={() => undefined} token={PLAINTEXT_TOKEN} />);
    const dialog = await screen.findByRole('dialog', { name: 'Token Created Successfully' });
    const secret = within(dialog).getByLabelText('Token');
    expect(secret).not.toHaveTextContent(PLAINTEXT_TOKEN);
    expect(within(dialog).getByLabelText('Client configuration')).not.toHaveTextContent(PLAINTEXT_TOKEN);
    await user.click(within(dialog).getByRole('button', { name: 'Show token' }));
    expect(secret).toHaveTextContent(PLAINTEXT_TOKEN);
    await user.click(within(dialog).getByRole('button', { name: 'Hide token' }));
    expect(secret).not.toHaveTextContent(PLAINTEXT_TOKEN);

    await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    expect(await screen.findByText('Token copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(PLAINTEXT_TOKEN);
  });

  it("gives MCP clients the console's own /mcp address and the real token on copy", async () => {
    const { user } = renderWith(<TokenCreatedDialog isOpen onOpenChange={() => undefined} token={PLAINTEXT_TOKEN} />);
    const dialog = await screen.findByRole('dialog', { name: 'Token Created Successfully' });
    const mcp = new URL('/api/mcp', window.location.href).href;
    expect(within(dialog).getByText(`MCP address: ${mcp}`)).toBeInTheDocument();
    await choose(user, dialog, /MCP client/, 'Claude Desktop / Cursor (JSON)');
    await user.click(within(dialog).getByRole('button', { name: 'Copy configuration' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    const config = JSON.parse(await navigator.clipboard.readText());
    expect(config.mcpServers['mission-control']).toEqual({
      url: mcp,
      headers: { Authorization: `Bearer ${PLAINTEXT_TOKEN}` },
    });
  });

  it("says 'Clipboard not available' without a clipboard and 'Failed to copy to clipboard' when it refuses", async () => {
    const { user } = renderWith(<TokenCreatedDialog isOpen onOpenChange={() => undefined} token={PLAINTEXT_TOKEN} />);
    const dialog = await screen.findByRole('dialog', { name: 'Token Created Successfully' });
    const spy = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
    spy.mockRestore();
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
      expect(await screen.findByText('Clipboard not available')).toBeInTheDocument();
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
    }
  });
});

describe('SetupMcpModal', () => {
  it('loads when first opened, creates a token with only the mcp scope, then closes and opens the token result', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Setup MCP
          </button>
          <SetupMcpModal isOpen={open} onOpenChange={setOpen} />
        </>
      );
    }
    const { user, created } = renderWith(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Setup MCP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup MCP' });
    expect(within(dialog).getByRole('button', { name: /Scopes/ })).toHaveTextContent('Custom');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('dialog', { name: 'Token Created Successfully' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Setup MCP' })).not.toBeInTheDocument();
    expect(created[0]?.scope).toEqual([{ subject: 'u-admin', object: 'mcp', action: '*' }]);
  });
});

describe('KubeconfigModal', () => {
  it('downloads /api/kubeconfig in a new tab and shows the kubectl command and a learn-more link', async () => {
    renderWith(<KubeconfigModal isOpen onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Download and install kubeconfig' });
    const download = within(dialog).getByRole('link', { name: /Download kubeconfig/ });
    expect(download).toHaveAttribute('href', '/api/kubeconfig');
    expect(download).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByLabelText('kubectl command')).toHaveTextContent(
      'kubectl --kubeconfig ~/Downloads/mission-control-kubeconfig.yaml get canaries -A',
    );
    expect(within(dialog).getByRole('link', { name: /Learn more/ })).toHaveAttribute('target', '_blank');
  });
});

describe('TokensPage', () => {
  it("#28 defect 8: an admin's list names each token's owner in an Owner column", async () => {
    const mine = { ...tokensFixture[0]!, person_id: 'u-admin', person: { id: 'u-admin', name: 'Ada Admin' } };
    const theirs = {
      ...tokensFixture[1]!,
      id: 't-ed',
      name: 'eddie-ci',
      person_id: 'u-ed',
      person: { id: 'u-ed', name: 'Eddie Editor', email: 'eddie@example.com' },
    };
    renderWith(<TokensPage />, { tokens: [mine, theirs] });
    const table = await screen.findByRole('table', { name: 'Access tokens' });
    expect(await within(table).findByRole('columnheader', { name: /Owner/ })).toBeInTheDocument();
    const row = within(table).getByText('eddie-ci').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Eddie Editor');
    expect(within(table).getByText('ci-reader').closest('tr')).toHaveTextContent('Ada Admin');
  });

  it('#28 defect 8: a list of only your own tokens needs no Owner column', async () => {
    renderWith(<TokensPage />, { tokens: tokensFixture.map((token) => ({ ...token, person_id: 'u-admin' })) });
    const table = await screen.findByRole('table', { name: 'Access tokens' });
    await within(table).findByText('ci-reader');
    expect(within(table).queryByRole('columnheader', { name: /Owner/ })).toBeNull();
  });

  it('lists tokens with scope summary, expiry and last use, and deletes one after confirming', async () => {
    const { user, deleted } = renderWith(<TokensPage />);
    const table = await screen.findByRole('table', { name: 'Access tokens' });
    const ci = (await within(table).findByText('ci-reader')).closest('tr') as HTMLElement;
    expect(ci).toHaveTextContent('Read');
    const mcp = within(table).getByText('mcp').closest('tr') as HTMLElement;
    expect(mcp).toHaveTextContent('Custom: mcp');
    expect(mcp).toHaveTextContent('Never');

    await user.click(within(ci).getByRole('button', { name: 'Delete token ci-reader' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete the token "ci-reader"?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('ci-reader')).not.toBeInTheDocument());
    expect(deleted).toEqual(['t-ci']);
  });

  it('shows dates in the format and time zone chosen in Preferences', async () => {
    const storage = createMemoryStorage();
    storage.setItem('datetime_format', 'timestamp');
    storage.setItem('display_timezone', 'Asia/Tokyo');
    renderWith(<TokensPage />, {}, storage);
    const table = await screen.findByRole('table', { name: 'Access tokens' });
    const ci = (await within(table).findByText('ci-reader')).closest('tr') as HTMLElement;
    // created 2026-11-01T10:00:00Z and expiring 2027-01-30T10:00:00Z are 19:00 in Tokyo.
    expect(ci).toHaveTextContent(/2026-11-01 19:00/);
    expect(ci).toHaveTextContent(/2027-01-30 19:00/);
  });

  it('opens Create new token from the page', async () => {
    const { user } = renderWith(<TokensPage />);
    await user.click(await screen.findByRole('button', { name: 'Create new token' }));
    expect(await screen.findByRole('dialog', { name: 'Create new token' })).toBeInTheDocument();
  });
});

describe('scopeSummary', () => {
  it('names presets, lists custom objects and reads an empty scope as the creator permissions', () => {
    expect(scopeSummary([])).toBe('All permissions of the creator');
    expect(scopeSummary([{ object: 'mcp', action: '*' }])).toBe('Custom: mcp');
  });
});
