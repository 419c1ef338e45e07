import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Canary, PostgrestQuery } from '@mission-control/api';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CheckEditor } from './CheckEditor';
import { existingHttpCanary as existing } from './CheckEditor.fixtures';
import { selectOption } from '@mission-control/ui/testing';

// jsdom cannot run Monaco: the ui CodeEditor's lazy Monaco module becomes a plain textbox
// with the same name, value and change contract, so the tests read what a user types.
vi.mock(
  '../../../../ui/src/CodeEditor/MonacoEditor',
  () => import('../../../../ui/src/CodeEditor/__fixtures__/MonacoTextarea'),
);

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 10_000 });

const choose = (label: string, option: string) => selectOption({ user: userEvent, label, option });

/** A db.list that finds the existing HTTP canary and nothing else. */
function listingExisting() {
  return vi.fn(async (query: PostgrestQuery) => ({
    data: query.table === 'canaries' ? [existing] : [],
    totalEntries: 1,
  }));
}

describe('CheckEditor', () => {
  it('creates an HTTP check: picker sorted by label, validation, then insert into canaries', async () => {
    const insert = vi.fn(async (_table: string, row: object) => [{ ...(row as Canary), id: 'new-id' }]);
    const onDone = vi.fn();
    render(
      <TestConsoleProvider client={{ db: { insert: insert as never } }}>
        <CheckEditor onDone={onDone} />
      </TestConsoleProvider>,
    );
    const grid = screen.getByRole('list', { name: 'Check types' });
    const names = within(grid)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toBe('Alert Manager');
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!)));
    await userEvent.click(within(grid).getByRole('button', { name: 'HTTP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(insert).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'homepage');
    await userEvent.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Threshold/ }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field must be a number')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Threshold/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Threshold/ }), '500');
    await userEvent.click(screen.getByRole('checkbox', { name: '200' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(insert).toHaveBeenCalledWith(
      'canaries',
      expect.objectContaining({
        name: 'homepage',
        source: 'UI',
        namespace: 'default',
        spec: {
          schedule: '@every 5m',
          http: [
            { name: 'homepage', url: 'https://example.com', method: 'GET', thresholdMillis: 500, responseCodes: [200] },
          ],
        },
      }),
      expect.anything(),
    );
    expect(onDone).toHaveBeenCalledWith('new-id');
  });

  it('clears credentials when the authentication choice changes', async () => {
    render(
      <TestConsoleProvider>
        <CheckEditor />
      </TestConsoleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'HTTP' }));
    await choose('Authentication', 'basic');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'ada');
    await choose('Authentication', 'ntlm');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  });

  it('folder: filter fields and one connection choice, switching clears the previous one', async () => {
    render(
      <TestConsoleProvider>
        <CheckEditor />
      </TestConsoleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Folder' }));
    expect(screen.getByRole('textbox', { name: 'Filter regex' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Region' })).not.toBeInTheDocument();
    await choose('Connection type', 'aws');
    await userEvent.type(screen.getByRole('textbox', { name: 'Region' }), 'eu-west-1');
    await userEvent.click(screen.getByRole('switch', { name: 'Use path style' }));
    expect(screen.getByRole('switch', { name: 'Use path style' })).toBeChecked();
    await choose('Connection type', 'smb');
    expect(screen.queryByRole('textbox', { name: 'Region' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Share name' })).toBeInTheDocument();
    await choose('Connection type', 'aws');
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Use path style' })).not.toBeChecked();
  });

  it('Code tab shows the form as YAML, and edits there come back to the form', async () => {
    render(
      <TestConsoleProvider>
        <CheckEditor />
      </TestConsoleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'TCP' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'db');
    await userEvent.type(screen.getByRole('textbox', { name: /^URL/ }), 'db:5432');
    await userEvent.click(screen.getByRole('tab', { name: 'Code' }));
    const code = await screen.findByRole('textbox', { name: 'Specs' });
    expect(code).toHaveValue('tcp:\n  - name: db\n    endpoint: db:5432\n');
    await userEvent.clear(code);
    await userEvent.type(code, 'tcp: [[{{ endpoint: "db:6543" }]');
    await userEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect(screen.getByRole('textbox', { name: /^URL/ })).toHaveValue('db:6543');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('db');
    await userEvent.click(screen.getByRole('tab', { name: 'Code' }));
    const again = await screen.findByRole('textbox', { name: 'Specs' });
    await userEvent.clear(again);
    await userEvent.type(again, '[[1');
    await userEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The spec must be a YAML or JSON map.');
    expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens an existing canary in its detected type and offers Update and Delete', async () => {
    const list = listingExisting();
    render(
      <TestConsoleProvider client={{ db: { list: list as never } }}>
        <CheckEditor canaryId="c1" />
      </TestConsoleProvider>,
    );
    expect(await screen.findByRole('textbox', { name: /^URL/ })).toHaveValue('https://pay.example.com');
    expect(screen.getByRole('form', { name: 'HTTP check' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this resource?');
  });

  it('shows an existing check read-only to someone without write on canaries: fields off, spec read-only, no Update', async () => {
    const list = listingExisting();
    const viewer = { id: 'u-viewer', name: 'Vera Viewer', email: 'vera@example.com', roles: ['viewer'] };
    render(
      <TestConsoleProvider client={{ db: { list: list as never } }} user={viewer}>
        <CheckEditor canaryId="c1" />
      </TestConsoleProvider>,
    );
    const url = await screen.findByRole('textbox', { name: /^URL/ });
    expect(url).toHaveValue('https://pay.example.com');
    expect(url).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // The spec can still be read on the Code tab.
    await userEvent.click(screen.getByRole('tab', { name: 'Code' }));
    expect(
      await screen.findByText(/pay\.example\.com/, { selector: '[data-readonly] *, [data-readonly]' }),
    ).toBeTruthy();
  });

  it('deletes from the confirm dialog, keeps it open with the error when the delete fails, and Cancel closes it', async () => {
    const list = listingExisting();
    const update = vi
      .fn()
      .mockRejectedValueOnce(new Error('canaries: 403 Forbidden'))
      .mockResolvedValueOnce({ data: [], totalEntries: 0 });
    const onDone = vi.fn();
    render(
      <TestConsoleProvider client={{ db: { list: list as never, update: update as never } }}>
        <CheckEditor canaryId="c1" onDone={onDone} />
      </TestConsoleProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('canaries: 403 Forbidden')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledTimes(2);
    expect(update.mock.calls[1]![1]).toEqual({ deleted_at: expect.any(String) });
  });

  it('saves a code-only check: a name first, then a spec that is a map', async () => {
    const insert = vi.fn(async (_table: string, row: object) => [{ ...(row as Canary), id: 'dns-id' }]);
    render(
      <TestConsoleProvider client={{ db: { insert: insert as never } }}>
        <CheckEditor />
      </TestConsoleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'DNS' }));
    const code = await screen.findByRole('textbox', { name: 'Specs' });
    await userEvent.clear(code);
    await userEvent.type(code, '[[1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'resolver');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The spec must be a YAML or JSON map.');
    expect(insert).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.type(code, 'dns: [[{{ query: "example.com" }]');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(1));
    expect(insert.mock.calls[0]![1]).toMatchObject({
      name: 'resolver',
      schedule: '@every 5m',
      spec: { schedule: '@every 5m', dns: [{ query: 'example.com' }] },
    });
  });

  it('updates an existing canary with its form values and the checked response codes', async () => {
    const list = listingExisting();
    const update = vi.fn(async (_query: unknown, row: object) => [{ ...existing, ...row }]);
    const onDone = vi.fn();
    render(
      <TestConsoleProvider client={{ db: { list: list as never, update: update as never } }}>
        <CheckEditor canaryId="c1" onDone={onDone} />
      </TestConsoleProvider>,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: '404' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '200' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('c1'));
    expect(update.mock.calls[0]![1]).toEqual({
      name: 'payments',
      namespace: 'default',
      source: 'UI',
      labels: { team: 'payments' },
      schedule: '@every 1m',
      spec: {
        schedule: '@every 1m',
        http: [
          // Only what changed is written: no default method the stored check did not have.
          { name: 'payments', url: 'https://pay.example.com', thresholdMillis: 800, responseCodes: [200, 404] },
        ],
      },
    });
  });

  it('edits an existing check in its typed form: type label, docs link, a header and a description', async () => {
    const stored: Canary = {
      ...existing,
      spec: {
        schedule: '@every 1m',
        http: [{ name: 'payments', url: 'https://pay.example.com', thresholdMillis: 800, labels: { tier: 'api' } }],
        tcp: [{ name: 'port', endpoint: 'pay.example.com:443' }],
      },
    };
    const list = vi.fn(async (query: PostgrestQuery) => ({
      data: query.table === 'canaries' ? [stored] : [],
      totalEntries: 1,
    }));
    const update = vi.fn(async (_query: unknown, row: object) => [{ ...stored, ...row }]);
    render(
      <TestConsoleProvider client={{ db: { list: list as never, update: update as never } }}>
        <CheckEditor canaryId="c1" resourceHref="/settings/canaries/c1?editor=resource" />
      </TestConsoleProvider>,
    );
    expect(await screen.findByRole('tab', { name: 'Form', selected: true })).toBeInTheDocument();
    expect(screen.getByText('HTTP', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /HTTP check documentation/ })).toHaveAttribute(
      'href',
      'https://flanksource.com/docs/guide/canary-checker/reference/http',
    );
    expect(screen.getByRole('link', { name: 'Edit the canary as a resource' })).toHaveAttribute(
      'href',
      '/settings/canaries/c1?editor=resource',
    );
    await userEvent.click(screen.getByRole('textbox', { name: /^Headers/ }));
    await userEvent.paste('X-Team: payments');
    await userEvent.click(screen.getByRole('textbox', { name: /^Description/ }));
    await userEvent.paste('Takes payments');
    await choose('Test language', 'Expr');
    await userEvent.click(screen.getByRole('textbox', { name: /^Test script/ }));
    await userEvent.paste('code == 200');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect((update.mock.calls[0]![1] as Canary).spec).toEqual({
      schedule: '@every 1m',
      http: [
        {
          name: 'payments',
          url: 'https://pay.example.com',
          thresholdMillis: 800,
          labels: { tier: 'api' },
          description: 'Takes payments',
          headers: [{ name: 'X-Team', value: 'payments' }],
          test: { expr: 'code == 200' },
        },
      ],
      // The canary's other check is kept as it was.
      tcp: [{ name: 'port', endpoint: 'pay.example.com:443' }],
    });
  });

  it('opens the check the detail names: TCP of a canary whose first check is HTTP', async () => {
    const stored: Canary = {
      ...existing,
      spec: {
        http: [{ name: 'payments', url: 'https://pay.example.com' }],
        tcp: [{ name: 'port', endpoint: 'p:443' }],
      },
    };
    const list = vi.fn(async () => ({ data: [stored], totalEntries: 1 }));
    render(
      <TestConsoleProvider client={{ db: { list: list as never } }}>
        <CheckEditor canaryId="c1" check={{ type: 'tcp', name: 'port' }} />
      </TestConsoleProvider>,
    );
    expect(await screen.findByRole('form', { name: 'TCP check' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^URL \(host:port\)/ })).toHaveValue('p:443');
  });

  it('shows a single Specs editor for code-only types and Back returns to the picker', async () => {
    render(
      <TestConsoleProvider>
        <CheckEditor />
      </TestConsoleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'DNS' }));
    expect(await screen.findByRole('textbox', { name: 'Specs' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('list', { name: 'Check types' })).toBeInTheDocument();
  });
});
