import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOption } from '@mission-control/ui/testing';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { changesClient, manyChanges } from '../__fixtures__/changes';
import { ChangeDetails } from './ChangeDetails';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const change = manyChanges(1)[0]!;

function renderDetails(roles?: string[]) {
  const { client } = changesClient();
  const inserts: { table: string; row: unknown }[] = [];
  const db = client.db!;
  const insert = db.insert!.bind(db);
  const recording = {
    ...db,
    insert: ((table: string, row: object, schema: never) => {
      inserts.push({ table, row });
      // The fake stores what it is given; the server would add the new incident's default status.
      return insert(table, table === 'incidents' ? { status: 'open', ...row } : row, schema);
    }) as typeof insert,
  };
  render(
    <TestConsoleProvider
      client={{ ...client, db: recording }}
      {...(roles ? { user: { id: 'u1', name: 'U', roles } } : {})}
    >
      <ChangeDetails change={change} onClose={() => undefined} />
    </TestConsoleProvider>,
  );
  return inserts;
}

describe('#23 ChangeDetails: Attach as Evidence', () => {
  it('offers the change as evidence to whoever may write incidents and links it with its catalog item', async () => {
    const inserts = renderDetails(['responder']);
    const dialog = await screen.findByRole('dialog', { name: change.change_type });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach as Evidence' }));
    const link = await screen.findByRole('dialog', { name: 'Link to Incident' });
    await userEvent.type(within(link).getByRole('combobox', { name: /^Incident/ }), 'Replicas flapping');
    await userEvent.click(await screen.findByRole('option', { name: (name) => name.startsWith('Create "Replicas') }));
    await selectOption({ user: userEvent, within: link, label: /Severity/, option: 'High', prefix: true });
    await selectOption({ user: userEvent, within: link, label: /Type/, option: 'Availability', prefix: true });
    await userEvent.click(within(link).getByRole('button', { name: 'Link' }));
    // The evidence names the change and its catalog item, as a config_change.
    await waitFor(() =>
      expect(inserts.find((one) => one.table === 'evidences')?.row).toMatchObject({
        type: 'config_change',
        config_change_id: change.id,
        config_id: change.config_id,
      }),
    );
  });

  it('is not offered to a viewer', async () => {
    renderDetails(['viewer']);
    const dialog = await screen.findByRole('dialog', { name: change.change_type });
    expect(within(dialog).queryByRole('button', { name: 'Attach as Evidence' })).toBeNull();
  });
});
