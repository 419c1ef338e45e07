import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOption } from '@mission-control/ui/testing';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { activityClient, INCIDENT_ROWS, PEOPLE, TEAMS } from '../__fixtures__/list';
import { IncidentActivity } from './IncidentActivity';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

const incident = INCIDENT_ROWS[0]!;

function renderActivity(roles?: string[]) {
  const fixture = activityClient();
  render(
    <TestConsoleProvider client={fixture.client} {...(roles ? { user: { id: 'u1', name: 'U', roles } } : {})}>
      <IncidentActivity incidentId={incident.id} />
    </TestConsoleProvider>,
  );
  return fixture;
}

describe('#23 IncidentActivity', () => {
  it("offers exactly the state machine's moves from open and writes the chosen status", async () => {
    const { writes } = renderActivity();
    const status = await screen.findByRole('region', { name: 'Status: Open' });
    const moves = within(status)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(moves).toEqual(['Move to Investigating', 'Move to Mitigated', 'Move to Resolved', 'Move to Closed']);
    await userEvent.click(within(status).getByRole('button', { name: 'Move to Resolved' }));
    await waitFor(() =>
      expect(writes).toContainEqual(
        expect.objectContaining({ method: 'PATCH', table: 'incidents', body: { status: 'resolved' } }),
      ),
    );
  });

  it('adds a team and removes a person as responders; shows comments and the recorded history', async () => {
    const { writes } = renderActivity();
    const responders = await screen.findByRole('region', { name: 'Responders' });
    expect(within(within(responders).getByRole('list')).getByText('Rita Responder')).toBeInTheDocument();
    await selectOption({
      user: userEvent,
      label: 'Person or team',
      option: `Team ${TEAMS[0]!.name}`,
      within: responders,
    });
    await userEvent.click(within(responders).getByRole('button', { name: 'Add responder' }));
    await waitFor(() =>
      expect(writes).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          table: 'responders',
          body: { incident_id: incident.id, type: 'team', team_id: TEAMS[0]!.id },
        }),
      ),
    );
    await userEvent.click(within(responders).getByRole('button', { name: 'Remove Rita Responder' }));
    await waitFor(() =>
      expect(writes).toContainEqual(
        expect.objectContaining({ method: 'PATCH', table: 'responders', params: { id: 'eq.r-rita' } }),
      ),
    );
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText(/incident.created open by Ada Admin/)).toBeInTheDocument();
    const comments = screen.getByRole('region', { name: 'Comments' });
    await userEvent.type(within(comments).getByRole('textbox', { name: 'Comment' }), 'rolled back');
    await userEvent.click(within(comments).getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(writes).toContainEqual(
        expect.objectContaining({ table: 'comments', body: { incident_id: incident.id, comment: 'rolled back' } }),
      ),
    );
    expect(PEOPLE).toHaveLength(2);
  });

  it('shows a viewer the status, responders and history without any write control', async () => {
    renderActivity(['viewer']);
    const status = await screen.findByRole('region', { name: 'Status: Open' });
    expect(within(status).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add responder' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
  });
});
