import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MissionControlClient } from '@mission-control/api';
import { ConsoleProvider, useFeature } from '../../provider/ConsoleProvider';
import { createMemoryRouterAdapter } from '../../provider/router';
import { createMemoryStorage } from '../../provider/storage';
import { TestConsoleProvider, testAdmin } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import { AgentsPage, DEFAULT_AGENT_ID } from './AgentsPage';
import { EventQueuePage } from './EventQueuePage';
import { FeatureFlagsPage } from './FeatureFlagsPage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

function IncidentsFlag() {
  return <p>{useFeature('incidents') ? 'incidents on' : 'incidents off'}</p>;
}

describe('FeatureFlagsPage', () => {
  it('adds a flag and the shell sees it at once', async () => {
    const fake = fakeDb({ properties: [{ name: 'logs.disable', value: 'true', deleted_at: null }] });
    const user = userEvent.setup();
    // The real provider loads flags from client.properties, as the shell does.
    const properties = {
      list: async () => fake.tables.properties!.map((row) => ({ name: String(row.name), value: String(row.value) })),
    };
    const client = { db: fake.db, properties, url: (path: string) => `/api${path}` } as unknown as MissionControlClient;
    render(
      <ConsoleProvider
        client={client}
        user={testAdmin}
        router={createMemoryRouterAdapter('/settings/feature-flags')}
        storage={createMemoryStorage()}
      >
        <IncidentsFlag />
        <FeatureFlagsPage />
      </ConsoleProvider>,
    );
    expect(await screen.findByText('logs.disable')).toBeInTheDocument();
    expect(await screen.findByText('incidents on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Feature Flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Feature Flag' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'incidents.disable');
    await user.type(within(dialog).getByRole('textbox', { name: /Value/ }), 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Feature flag created')).toBeInTheDocument();
    expect(fake.writes[0]).toMatchObject({
      method: 'POST',
      table: 'properties',
      body: { name: 'incidents.disable', value: 'true', created_by: testAdmin.id },
    });
    expect(await screen.findByText('incidents off')).toBeInTheDocument();
  });
});

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

describe('EventQueuePage', () => {
  it('shows the queue summary per event name', async () => {
    const fake = fakeDb({
      event_queue_summary: [
        { name: 'check.failed', pending: 1, failed: 2, average_attempts: 1.3333, most_common_error: 'timeout' },
      ],
    });
    render(
      <TestConsoleProvider client={{ db: fake.db as never }}>
        <EventQueuePage />
      </TestConsoleProvider>,
    );
    const row = (await screen.findByText('check.failed')).closest('tr')!;
    expect(row).toHaveTextContent('timeout');
    expect(row).toHaveTextContent('1.3');
  });
});
