import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlaybookParameter, PlaybookTarget, ResourceSearchRequest } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { PlaybookRunDialog } from './PlaybookRunDialog';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no IntersectionObserver; the picker list's load-more sentinel needs one.
vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  },
);

const check = { id: 'a2', name: 'api/payments', type: 'http' };
const config = { id: 'cfg-db', name: 'payments-db', type: 'Kubernetes::StatefulSet' };

const noteFor = (target: PlaybookTarget): PlaybookParameter[] => [
  {
    name: 'note',
    label: 'Note',
    type: 'text',
    required: true,
    default: target.config_id ? 'Database maintenance' : 'Investigating api/payments',
  },
];

function renderDialog(
  spec: Record<string, unknown> = { configs: [{ types: ['Kubernetes::*'] }], checks: [{ name: '*' }] },
  target: PlaybookTarget = { check_id: 'a2' },
) {
  const router = createMemoryRouterAdapter('/health?checkId=a2');
  const search = vi.fn(async (request: ResourceSearchRequest) => {
    const byId = (items: { id: string }[], kind: keyof ResourceSearchRequest) =>
      items.filter((item) => request[kind]?.some((s) => (s.id ? s.id === item.id : true)));
    return {
      ...(request.checks ? { checks: byId([check], 'checks') } : {}),
      ...(request.configs ? { configs: byId([config], 'configs') } : {}),
    };
  });
  const params = vi.fn(async (_id: string, target: PlaybookTarget) => ({ params: noteFor(target) }));
  const run = vi.fn(async () => ({ run_id: 'run-7' }));
  const onOpenChange = vi.fn();
  render(
    <TestConsoleProvider
      router={router}
      client={{ resources: { search: search as never }, playbook: { params: params as never, run: run as never } }}
    >
      <PlaybookRunDialog
        playbook={{ id: 'pb-restart', name: 'restart', title: 'Restart', spec: spec as never }}
        target={target}
        isOpen
        onOpenChange={onOpenChange}
      />
    </TestConsoleProvider>,
  );
  return { router, search, params, run, onOpenChange };
}

describe('PlaybookRunDialog resource picker', () => {
  it('starts at the open check, runs against a catalog item chosen in the picker and opens the run page', async () => {
    const { router, search, params, run } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByRole('combobox', { name: /Resource/ });
    await waitFor(() => expect(picker).toHaveValue('api/payments'));
    const note = await within(dialog).findByRole('textbox', { name: /Note/ });
    expect(note).toHaveValue('Investigating api/payments');
    await userEvent.type(note, ' (edited)');

    await userEvent.clear(picker);
    await userEvent.type(picker, 'payments');
    await waitFor(() =>
      expect(search).toHaveBeenCalledWith(
        { configs: [{ search: 'payments', limit: 50 }], checks: [{ search: 'payments', limit: 50 }] },
        expect.anything(),
      ),
    );
    const option = await screen.findByRole('option', { name: /payments-db/ });
    expect(option).toHaveTextContent('Catalog item · Kubernetes::StatefulSet');
    await userEvent.click(option);

    // The parameter form starts over from the defaults resolved for the new resource (operations §4).
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveValue('Database maintenance'),
    );
    expect(params).toHaveBeenLastCalledWith('pb-restart', { config_id: 'cfg-db' }, expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(run).toHaveBeenCalledWith({
        id: 'pb-restart',
        config_id: 'cfg-db',
        params: { note: 'Database maintenance' },
      }),
    );
    await waitFor(() => expect(router.location).toBe('/playbooks/runs/run-7'));
  });

  it("asks for a resource: 'This field is required' and Run disabled until one is chosen", async () => {
    const { params } = renderDialog(undefined, {});
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByRole('combobox', { name: /Resource/ });
    expect(picker).toHaveAccessibleDescription(/This field is required/);
    expect(within(dialog).getByText('Please select a resource to see the parameters')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run' })).toBeDisabled();
    expect(params).not.toHaveBeenCalled();
    await userEvent.type(picker, 'api');
    await userEvent.click(await screen.findByRole('option', { name: /api\/payments/ }));
    expect(await within(dialog).findByRole('textbox', { name: /Note/ })).toHaveValue('Investigating api/payments');
    expect(picker).not.toHaveAccessibleDescription(/This field is required/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Run' })).toBeEnabled());
  });

  it('offers only the kinds the playbook allows and no picker for a playbook without selectors', async () => {
    renderDialog({});
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('textbox', { name: /Note/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Resource/ })).not.toBeInTheDocument();
  });
});
