import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOption } from '@mission-control/ui/testing';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CHECKS, COMPONENTS, incidentsListClient, PEOPLE } from '../__fixtures__/list';
import { IncidentListPage } from './IncidentListPage';
import { stubResizeObserver } from '../../test/resizeObserver';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 2000, height: 1200 });

const params = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x').searchParams;
const viewer = { id: 'u-viewer', name: 'Vic Viewer', roles: ['viewer'] };

function renderPage(location = '/incidents', user?: typeof viewer) {
  const router = createMemoryRouterAdapter(location);
  const fixture = incidentsListClient();
  render(
    <TestConsoleProvider router={router} client={fixture.client} {...(user ? { user } : {})}>
      <IncidentListPage />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

describe('#23 IncidentListPage', () => {
  it('shows open incidents by default with the columns, and puts every filter in the URL', async () => {
    const { router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Incidents' });
    for (const name of ['Id', 'Type', 'Severity', 'Status', 'Name', 'Age', 'Responders'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    const row = (await within(table).findByText('Checkout down')).closest('tr')!;
    expect(row).toHaveTextContent('INC0000001');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('Payments');
    expect(within(table).queryByText('Old outage')).toBeNull();

    await selectOption({ user: userEvent, label: 'Owner:', option: PEOPLE[1]!.name });
    await waitFor(() => expect(params(router).get('owner')).toBe(PEOPLE[1]!.id));
    await waitFor(() => expect(within(table).queryByText('Checkout down')).toBeNull());
    expect(within(table).getByText('Slow search')).toBeInTheDocument();

    await selectOption({ user: userEvent, label: 'Owner:', option: 'Anyone' });
    await selectOption({ user: userEvent, label: 'Component:', option: COMPONENTS[0]!.name });
    await waitFor(() => expect(params(router).get('component')).toBe(COMPONENTS[0]!.id));
    await waitFor(() => expect(within(table).queryByText('Slow search')).toBeNull());
    expect(within(table).getByText('Checkout down')).toBeInTheDocument();

    await selectOption({ user: userEvent, label: 'Status:', option: 'Resolved' });
    await waitFor(() => expect(params(router).get('status')).toBe('resolved'));
    await selectOption({ user: userEvent, label: 'Type:', option: 'Performance' });
    await waitFor(() => expect(params(router).get('type')).toBe('performance'));
    await selectOption({ user: userEvent, label: 'Severity:', option: 'Low' });
    await waitFor(() => expect(params(router).get('severity')).toBe('low'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for incident' }), 'outage');
    await waitFor(() => expect(params(router).get('search')).toBe('outage'));
  });

  it('reads its filters from the URL', async () => {
    renderPage('/incidents?status=all&search=outage');
    const table = await screen.findByRole('table', { name: 'Incidents' });
    expect(await within(table).findByText('Old outage')).toBeInTheDocument();
    expect(within(table).queryByText('Checkout down')).toBeNull();
  });

  it('offers Create New Incident only to those who may write incidents', async () => {
    renderPage('/incidents', viewer);
    await screen.findByRole('table', { name: 'Incidents' });
    expect(screen.queryByRole('button', { name: 'Create New Incident' })).toBeNull();
  });

  it('creates an incident: the spec messages first, then the incident, its hypothesis and evidence; lands on it', async () => {
    const { router, writes } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Incident' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select incident severity')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select an incident type')).toBeInTheDocument();
    expect(writes).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Payments failing');
    await selectOption({ user: userEvent, label: 'Type', option: 'Availability', within: dialog });
    await selectOption({ user: userEvent, label: 'Severity', option: 'Critical', within: dialog });
    await selectOption({ user: userEvent, label: 'Commander', option: PEOPLE[1]!.name, within: dialog });
    await selectOption({ user: userEvent, label: 'Linked component', option: COMPONENTS[0]!.name, within: dialog });
    await selectOption({ user: userEvent, label: 'First evidence', option: 'Check', within: dialog });
    await selectOption({ user: userEvent, label: 'Check', option: CHECKS[0]!.name, within: dialog });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[0]).toMatchObject({
      table: 'incidents',
      body: { title: 'Payments failing', type: 'availability', severity: 'critical', commander_id: PEOPLE[1]!.id },
    });
    expect(writes[1]).toMatchObject({ table: 'hypotheses', body: { type: 'root', status: 'possible' } });
    expect(writes[2]).toMatchObject({
      table: 'evidences',
      body: [
        { type: 'topology', component_id: COMPONENTS[0]!.id },
        { type: 'check', check_id: CHECKS[0]!.id },
      ],
    });
    await waitFor(() => expect(new URL(router.location, 'http://x').pathname).toMatch(/^\/incidents\/new-/));
  });
});
