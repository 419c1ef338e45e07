import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MissionControlClient } from '@mission-control/api';
import { ConsoleProvider, useFeature } from '../../provider/ConsoleProvider';
import { createMemoryRouterAdapter } from '../../provider/router';
import { createMemoryStorage } from '../../provider/storage';
import { testAdmin } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
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

  it('#28 defect 4: deleting a flag asks for confirmation first; Cancel keeps it', async () => {
    const fake = fakeDb({ properties: [{ name: 'logs.disable', value: 'true', deleted_at: null }] });
    const user = userEvent.setup();
    const properties = { list: async () => [] };
    const client = { db: fake.db, properties, url: (path: string) => `/api${path}` } as unknown as MissionControlClient;
    render(
      <StrictMode>
        <ConsoleProvider
          client={client}
          user={testAdmin}
          router={createMemoryRouterAdapter('/settings/feature-flags')}
          storage={createMemoryStorage()}
        >
          <FeatureFlagsPage />
        </ConsoleProvider>
      </StrictMode>,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete logs.disable' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete feature flag' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete the feature flag logs.disable?');
    expect(fake.writes).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fake.writes).toEqual([]);
    expect(screen.getByText('logs.disable')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete logs.disable' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete feature flag' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Feature flag deleted')).toBeInTheDocument();
    expect(fake.writes).toHaveLength(1);
    expect(fake.writes[0]).toMatchObject({ table: 'properties' });
  });
});
