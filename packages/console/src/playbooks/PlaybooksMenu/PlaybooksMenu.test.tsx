import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type PlaybookParameter } from '@mission-control/api';
import type { ConsoleMode } from '../../provider/ConsoleProvider';
import type { ConsoleUser } from '../../provider/access';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { diagnosticsParams, everyTypeParams, playbooksFixture } from '../__fixtures__/playbooks';
import { PlaybooksMenu } from './PlaybooksMenu';

// jsdom cannot run Monaco: the ui CodeEditor's lazy module becomes a textarea with the same name.
vi.mock(
  '../../../../ui/src/CodeEditor/MonacoEditor',
  () => import('../../../../ui/src/CodeEditor/__fixtures__/MonacoTextarea'),
);

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const viewer: ConsoleUser = { id: 'u-view', name: 'Vic Viewer', email: 'vic@example.com', roles: ['viewer'] };

function renderMenu({
  mode = 'full',
  user,
  list = vi.fn(async () => playbooksFixture),
  params = vi.fn(async (id: string) => ({
    params: id === 'pb-diagnostics' ? diagnosticsParams : id === 'pb-every-type' ? everyTypeParams : [],
  })),
  run = vi.fn(async () => ({ run_id: 'run-42', starts_at: '2026-01-01T00:00:00Z' })),
}: {
  mode?: ConsoleMode;
  user?: ConsoleUser | null;
  list?: ReturnType<typeof vi.fn>;
  params?: (id: string) => Promise<{ params: PlaybookParameter[] }>;
  run?: ReturnType<typeof vi.fn>;
} = {}) {
  const router = createMemoryRouterAdapter('/health?checkId=a2');
  const view = render(
    <TestConsoleProvider
      mode={mode}
      router={router}
      {...(user !== undefined ? { user } : {})}
      client={{ playbook: { list: list as never, params: params as never, run: run as never } }}
    >
      <p>footer</p>
      <PlaybooksMenu checkId="a2" />
    </TestConsoleProvider>,
  );
  return { ...view, list, params, run, router };
}

async function openPlaybook(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Playbooks' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
  return screen.findByRole('dialog');
}

describe('PlaybooksMenu', () => {
  it('lists the playbooks that apply to the check, by title or else name', async () => {
    const { list } = renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Playbooks' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Collect diagnostics', 'ping-reference-server', 'Every parameter type']);
    expect(list).toHaveBeenCalledWith({ check_id: 'a2' }, expect.objectContaining({ signal: expect.anything() }));
  });

  it('is hidden without write access to playbook_runs', async () => {
    const { list } = renderMenu({ user: viewer });
    await screen.findByText('footer');
    expect(screen.queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it.each(['demo', 'embedded'] as const)('is hidden in %s mode', async (mode) => {
    const { list } = renderMenu({ mode, user: null });
    await screen.findByText('footer');
    expect(screen.queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it('renders nothing when no playbook applies', async () => {
    const { list } = renderMenu({ list: vi.fn(async () => []) });
    await waitFor(() => expect(list).toHaveBeenCalled());
    await screen.findByText('footer');
    expect(screen.queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
  });

  it('runs a playbook with its defaults, toasts a link to the run and closes', async () => {
    const { run, router, params } = renderMenu();
    const dialog = await openPlaybook('Collect diagnostics');
    expect(within(dialog).getByRole('heading', { name: 'Collect diagnostics' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: /Note/ })).toHaveValue('Investigating api/payments');
    expect(params).toHaveBeenCalledWith('pb-diagnostics', { check_id: 'a2' }, expect.anything());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Include system details' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));

    await waitFor(() =>
      expect(run).toHaveBeenCalledWith({
        id: 'pb-diagnostics',
        check_id: 'a2',
        params: { note: 'Investigating api/payments', verbose: true },
      }),
    );
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Playbook Collect diagnostics started');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(toast).getByRole('link', { name: 'View run' }));
    expect(router.location).toBe('/playbooks/runs/run-42');
  });

  it('shows "This field is required" and keeps Run disabled until the form is valid', async () => {
    const { run } = renderMenu();
    const dialog = await openPlaybook('Collect diagnostics');
    const note = await within(dialog).findByRole('textbox', { name: /Note/ });
    await userEvent.clear(note);
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    const runButton = within(dialog).getByRole('button', { name: 'Run' });
    expect(runButton).toBeDisabled();
    await userEvent.type(note, 'x'.repeat(41));
    expect(await within(dialog).findByText('Must be at most 40 characters')).toBeInTheDocument();
    expect(runButton).toBeDisabled();
    await userEvent.clear(note);
    await userEvent.type(note, 'ok');
    await waitFor(() => expect(runButton).toBeEnabled());
    // Enter in a field submits the form.
    await userEvent.type(note, '{Enter}');
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('says so when the playbook has no parameters', async () => {
    renderMenu();
    const dialog = await openPlaybook('ping-reference-server');
    expect(await within(dialog).findByText('No parameters for this playbook')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run' })).toBeEnabled();
  });

  it('shows every parameter type on its control and checks each format', async () => {
    const { run } = renderMenu();
    const dialog = await openPlaybook('Every parameter type');
    const release = await within(dialog).findByRole('textbox', { name: /Release name/ });
    expect(within(dialog).getByRole('textbox', { name: 'Reason' }).tagName).toBe('TEXTAREA');
    expect(within(dialog).getByRole('textbox', { name: 'Memory' })).toHaveValue('512Mi');
    expect(within(dialog).getByRole('textbox', { name: 'CPU' })).toHaveValue('250m');
    expect(within(dialog).getByRole('checkbox', { name: 'Dry run' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: /Environment/ })).toHaveTextContent('Staging');
    expect(await within(dialog).findByRole('textbox', { name: 'Values' })).toHaveValue('replicas: 2\n');
    expect(within(dialog).getByRole('textbox', { name: 'Owner' })).toHaveAccessibleDescription('The id of the people');

    const runButton = within(dialog).getByRole('button', { name: 'Run' });
    expect(runButton).toBeDisabled();
    await userEvent.type(release, 'Web_App');
    expect(await within(dialog).findByText(/Must be lowercase letters, digits and hyphens/)).toBeInTheDocument();
    await userEvent.clear(release);
    await userEvent.type(release, 'web-app');

    const memory = within(dialog).getByRole('textbox', { name: 'Memory' });
    await userEvent.clear(memory);
    await userEvent.type(memory, '2GB');
    expect(await within(dialog).findByText('Must be a number with unit Mi, Gi or Ti')).toBeInTheDocument();
    await userEvent.clear(memory);
    await userEvent.type(memory, '1024');

    const cpu = within(dialog).getByRole('textbox', { name: 'CPU' });
    await userEvent.clear(cpu);
    await userEvent.type(cpu, '0.5');
    expect(await within(dialog).findByText(/millicores ending in m/)).toBeInTheDocument();
    await userEvent.clear(cpu);
    await userEvent.type(cpu, '500m');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ticket' }), 'nope');
    expect(await within(dialog).findByText('Must match ^OPS-\\d+$')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Ticket' }));

    const replicas = within(dialog).getByRole('textbox', { name: 'Replicas' });
    await userEvent.clear(replicas);
    await userEvent.type(replicas, '11');
    expect(await within(dialog).findByText('Must be at most 10')).toBeInTheDocument();
    await userEvent.clear(replicas);
    await userEvent.type(replicas, '3');

    const values = within(dialog).getByRole('textbox', { name: 'Values' });
    await userEvent.clear(values);
    await userEvent.type(values, 'a: [[1');
    expect(await within(dialog).findByText('Must be valid YAML')).toBeInTheDocument();
    await userEvent.clear(values);
    await userEvent.type(values, 'replicas: 3');

    await userEvent.click(within(dialog).getByRole('button', { name: /Environment/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Production' }));

    await waitFor(() => expect(runButton).toBeEnabled());
    await userEvent.click(runButton);
    await waitFor(() =>
      expect(run).toHaveBeenCalledWith({
        id: 'pb-every-type',
        check_id: 'a2',
        params: {
          release: 'web-app',
          replicas: '3',
          memory: '1024Mi',
          cpu: '500m',
          dryRun: true,
          environment: 'production',
          values: 'replicas: 3',
        },
      }),
    );
  });

  it("shows 'Running...' while the run starts", async () => {
    let finish: (value: { run_id: string }) => void = () => undefined;
    const run = vi.fn(() => new Promise<{ run_id: string }>((resolve) => (finish = resolve)));
    renderMenu({ run });
    const dialog = await openPlaybook('ping-reference-server');
    await within(dialog).findByText('No parameters for this playbook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    const busy = await within(dialog).findByRole('button', { name: 'Running...' });
    expect(busy).toBeDisabled();
    finish({ run_id: 'run-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts the response's error field when the run fails, and keeps the dialog open", async () => {
    const run = vi.fn(async () => {
      throw new ApiError('validation', 'Bad request', {
        status: 400,
        body: { error: 'parameter "Note" is required' },
      });
    });
    renderMenu({ run });
    const dialog = await openPlaybook('Collect diagnostics');
    await within(dialog).findByRole('textbox', { name: /Note/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('parameter "Note" is required');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run' })).toBeEnabled();
  });

  it('toasts the error message when the failure has no error field', async () => {
    const run = vi.fn(async () => {
      throw new Error('Network Error. Please try again.');
    });
    renderMenu({ run });
    const dialog = await openPlaybook('ping-reference-server');
    await within(dialog).findByText('No parameters for this playbook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error. Please try again.');
  });

  it('closes with Cancel without running', async () => {
    const { run } = renderMenu();
    const dialog = await openPlaybook('Collect diagnostics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();
  });
});
