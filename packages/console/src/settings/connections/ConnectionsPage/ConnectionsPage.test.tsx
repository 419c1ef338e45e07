import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Connection } from '@mission-control/api';
import { TestConsoleProvider, testAdmin } from '../../../testing/TestConsoleProvider';
import { defaultValues } from '../model/connectionFields';
import { formStateOf, newFormState, toRow, validate } from '../model/connectionValues';
import { ConnectionsPage } from './ConnectionsPage';
import { shoutrrrUrl } from '../model/shoutrrr';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const PG: Connection = {
  id: '11111111-1111-1111-1111-111111111111',
  name: 'test-db',
  namespace: 'default',
  type: 'postgres',
  url: 'postgres://app:********@127.0.0.1:5432/app',
  username: 'app',
  password: '********',
  properties: {},
  insecure_tls: false,
  created_at: '2026-11-25T10:00:00Z',
};

describe('connection form values', () => {
  it('has the spec defaults per type', () => {
    expect(defaultValues('sftp')).toMatchObject({ port: '22' });
    expect(defaultValues('smb')).toMatchObject({ port: '445' });
    expect(defaultValues('email')).toMatchObject({ port: '587', encryptionMethod: 'Auto', authMethod: 'Unknown' });
    expect(defaultValues('generic_webhook')).toMatchObject({
      contentType: 'application/json',
      requestMethod: 'POST',
      messageKey: 'message',
      titleKey: 'title',
    });
    expect(defaultValues('git')).toMatchObject({ ref: 'main', auth: 'basic' });
    expect(newFormState('http').namespace).toBe('default');
  });

  it('requires name and namespace', () => {
    const state = { ...newFormState('http'), namespace: ' ' };
    expect(validate(state)).toMatchObject({ name: 'This field is required', namespace: 'This field is required' });
  });

  it('stores secret references as secret:// and configmap:// and reads them back', () => {
    const state = newFormState('postgres');
    state.name = 'db';
    state.values.url = 'postgres://db/app';
    state.refs.password = { mode: 'secret', name: 'db-creds', key: 'password' };
    const row = toRow(state);
    expect(row).toMatchObject({
      name: 'db',
      namespace: 'default',
      url: 'postgres://db/app',
      password: 'secret://db-creds/password',
    });
    const back = formStateOf({ ...PG, password: 'secret://db-creds/password' });
    expect(back.refs.password).toEqual({ mode: 'secret', name: 'db-creds', key: 'password' });
  });

  it('turns notification channels into a Shoutrrr service URL on submit, and keeps the stored one while masked', () => {
    const state = newFormState('email');
    Object.assign(state, { name: 'mail' });
    Object.assign(state.values, {
      host: 'smtp.example.com',
      from: 'mc@example.com',
      to: 'ops@example.com',
      username: 'u',
      password: 'p@ss',
    });
    expect(toRow(state).url).toBe(
      'smtp://u:p%40ss@smtp.example.com:587/?from=mc%40example.com&to=ops%40example.com&encryption=Auto&auth=Unknown',
    );
    state.values.password = '********';
    expect(toRow(state)).not.toHaveProperty('url');
    expect(shoutrrrUrl('slack', { token: 'abc', channel: 'ops' })).toBe('slack://xoxb:abc@ops');
    expect(shoutrrrUrl('telegram', { token: '1:x', chats: '@ops' })).toBe('telegram://1%3Ax@telegram?chats=%40ops');
    expect(
      shoutrrrUrl('generic_webhook', {
        url: 'http://hooks.local/in',
        contentType: 'application/json',
        requestMethod: 'POST',
        messageKey: 'message',
        titleKey: 'title',
      }),
    ).toBe(
      'generic://hooks.local/in?contenttype=application%2Fjson&requestmethod=POST&messagekey=message&titlekey=title&disabletls=yes',
    );
  });
});

function setup(options: { connections?: Connection[]; roles?: string[] } = {}) {
  const list = vi.fn(async () => ({ data: options.connections ?? [PG], totalEntries: 1 }));
  const insert = vi.fn(async (_table: string, row: object) => [{ ...PG, ...row, id: 'new' }]);
  const update = vi.fn(async (_query: unknown, row: object) => [{ ...PG, ...row }]);
  const softDelete = vi.fn(async () => undefined);
  const test = vi.fn(async () => ({ message: 'Connected: PostgreSQL 15.8' }));
  const user = userEvent.setup();
  render(
    <StrictMode>
      <TestConsoleProvider
        client={{ db: { list, insert, update, softDelete } as never, connections: { test } as never }}
        user={{ ...testAdmin, roles: options.roles ?? ['admin'] }}
      >
        <ConnectionsPage />
      </TestConsoleProvider>
    </StrictMode>,
  );
  return { list, insert, update, softDelete, test, user };
}

describe('ConnectionsPage', () => {
  it('lists connections with type, namespace, URL (masked by the server) and created', async () => {
    setup();
    const table = await screen.findByRole('grid', { name: 'Connections' }).catch(() => screen.findByRole('table'));
    expect(await within(table).findByText('test-db')).toBeInTheDocument();
    expect(within(table).getByText('PostgreSQL')).toBeInTheDocument();
    expect(within(table).getByText('postgres://app:********@127.0.0.1:5432/app')).toBeInTheDocument();
  });

  it('is refused to roles without connection access', async () => {
    const { list } = setup({ roles: ['editor'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to access this page.');
    expect(list).not.toHaveBeenCalled();
  });

  it('adds a PostgreSQL connection: required name, then the row is inserted', async () => {
    const { user, insert } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Connection' });
    await user.click(within(dialog).getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: /PostgreSQL/ }));
    const form = await within(dialog).findByRole('form', { name: 'PostgreSQL connection' });
    expect(within(form).getByRole('textbox', { name: /Namespace/ })).toHaveValue('default');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(insert).not.toHaveBeenCalled();
    await user.type(within(form).getByRole('textbox', { name: /^Name(?!space)/ }), 'db');
    await user.type(within(form).getByRole('textbox', { name: /Connection URL/ }), 'postgres://127.0.0.1/app');
    await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'hunter2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(1));
    expect(insert.mock.calls[0]![1]).toMatchObject({
      name: 'db',
      namespace: 'default',
      type: 'postgres',
      url: 'postgres://127.0.0.1/app',
      password: 'hunter2',
    });
  });

  it('edits with the secret masked and sent back masked (the server keeps it); Test shows the result', async () => {
    const { user, update, test } = setup();
    await user.click(await screen.findByText('test-db'));
    const dialog = await screen.findByRole('dialog', { name: 'Connection test-db' });
    expect(within(dialog).getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('********');
    await user.click(within(dialog).getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(test).toHaveBeenCalledWith(PG.id));
    expect(await screen.findByText('Connected: PostgreSQL 15.8')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ password: '********', username: 'app' });
  });

  it('shows a failed test with the driver message', async () => {
    const { user, test } = setup();
    test.mockRejectedValueOnce(new Error('password authentication failed for user "app"'));
    await user.click(await screen.findByText('test-db'));
    const dialog = await screen.findByRole('dialog', { name: 'Connection test-db' });
    await user.click(within(dialog).getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('password authentication failed for user "app"')).toBeInTheDocument();
  });

  it('deletes after confirmation and toasts', async () => {
    const { user, softDelete } = setup();
    await user.click(await screen.findByText('test-db'));
    const dialog = await screen.findByRole('dialog', { name: 'Connection test-db' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this resource?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(softDelete).toHaveBeenCalledWith('connections', PG.id));
    expect(await screen.findByText('test-db deleted successfully')).toBeInTheDocument();
  });
});
