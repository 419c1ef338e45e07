import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CHECK, CONFIG, FIXTURE_NOW, notificationsClient } from '../__fixtures__/notifications';
import { SilenceFormPage } from '../SilenceForm';
import { SilencesPage } from './SilencesPage';
import { stubResizeObserver } from '../../test/resizeObserver';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 1600, height: 1200 });

const viewer = { id: 'u-viewer', name: 'Vic Viewer', roles: ['viewer'] };

describe('SilencesPage', () => {
  it('lists silences with their resource or filter, Never and (Expired), reason and author', async () => {
    const fixture = notificationsClient();
    render(
      <TestConsoleProvider router={createMemoryRouterAdapter('/notifications/silences')} client={fixture.client}>
        <SilencesPage now={FIXTURE_NOW} />
      </TestConsoleProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Notification silences' });
    const maintenance = (await within(table).findByText('payments maintenance')).closest('tr')!;
    expect(maintenance).toHaveTextContent(CHECK.name);
    expect(maintenance).toHaveTextContent('Planned migration');
    expect(maintenance).toHaveTextContent('Ada Admin');
    expect(maintenance).not.toHaveTextContent('(Expired)');
    expect(within(table).getByText('noisy pods').closest('tr')).toHaveTextContent("config.type == 'Kubernetes::Pod'");
    expect(within(table).getByText('noisy pods').closest('tr')).toHaveTextContent('Never');
    expect(within(table).getByText('old outage').closest('tr')).toHaveTextContent('(Expired)');
    await userEvent.click(within(table).getByRole('button', { name: 'Delete old outage' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fixture.writes).toEqual([
        expect.objectContaining({
          table: 'notification_silences',
          params: { id: 'eq.c0a80001-0000-4000-8000-000000000032' },
        }),
      ]),
    );
  });

  it('hides Add, Edit and Delete from who may not write notifications', async () => {
    const fixture = notificationsClient();
    render(
      <TestConsoleProvider
        router={createMemoryRouterAdapter('/notifications/silences')}
        client={fixture.client}
        user={viewer}
      >
        <SilencesPage now={FIXTURE_NOW} />
      </TestConsoleProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Notification silences' });
    await within(table).findByText('payments maintenance');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});

describe('SilenceFormPage', () => {
  it('opens prefilled from a check, previews the earlier notification and submits the silence', async () => {
    const fixture = notificationsClient();
    const router = createMemoryRouterAdapter(`/notifications/silences/add?check_id=${CHECK.id}`);
    render(
      <TestConsoleProvider router={router} client={fixture.client}>
        <SilenceFormPage />
      </TestConsoleProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Notification silence' });
    expect(within(form).getByRole('tab', { name: 'Resource', selected: true })).toBeInTheDocument();
    // The resource picker names the prefilled check (looked up by id through the resource search).
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Resource/ })).toHaveValue(CHECK.name));
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('table', { name: 'Notifications this silence would have matched' });
    expect(within(preview).getByText(CHECK.name)).toBeInTheDocument();
    expect(fixture.requests.previews).toEqual([{ id: CHECK.id }]);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Must specify a unique name')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'maintenance');
    await userEvent.click(within(form).getByRole('switch', { name: /Recursive/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(fixture.requests.silences).toEqual([
        {
          name: 'maintenance',
          from: 'now',
          until: 'now+1d',
          check_id: CHECK.id,
          recursive: true,
          description: undefined,
        },
      ]),
    );
    await waitFor(() => expect(router.location).toBe('/notifications/silences'));
  });

  it('picks the catalog item to silence with the resource search', async () => {
    const fixture = notificationsClient();
    render(
      <TestConsoleProvider router={createMemoryRouterAdapter('/notifications/silences/add')} client={fixture.client}>
        <SilenceFormPage />
      </TestConsoleProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Notification silence' });
    await userEvent.click(within(form).getByRole('button', { name: /Resource Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Catalog' }));
    await userEvent.type(within(form).getByRole('combobox', { name: /^Resource/ }), 'orders');
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(CONFIG.name) }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'db maintenance');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(fixture.requests.silences.at(-1)).toMatchObject({ name: 'db maintenance', config_id: CONFIG.id }),
    );
  });

  it('silences by a CEL filter', async () => {
    const fixture = notificationsClient();
    render(
      <TestConsoleProvider router={createMemoryRouterAdapter('/notifications/silences/add')} client={fixture.client}>
        <SilenceFormPage />
      </TestConsoleProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Notification silence' });
    await userEvent.click(within(form).getByRole('tab', { name: 'Filter' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Filter' }), "check.type == 'http'");
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'http');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fixture.requests.silences.at(-1)).toMatchObject({ filter: "check.type == 'http'" }));
  });
});
