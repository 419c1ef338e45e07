import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type PostgrestQuery } from '@mission-control/api';
import { checkHref } from '../../shared/CheckLink';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { queryKeys } from '../../routes/queryKeys';
import { incidentWithEvidence, incidentWithoutHypotheses, summaryCheck, summaryDb } from '../__fixtures__/summary';
import { INCIDENT_SUMMARY_SELECT } from '../model/summary';
import { IncidentSummary } from './IncidentSummary';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderSummary(
  incidentId: string,
  list: (query: PostgrestQuery, row: never) => Promise<unknown> = summaryDb(),
) {
  const spy = vi.fn(list);
  render(
    <TestConsoleProvider client={{ db: { list: spy as never } }}>
      <IncidentSummary incidentId={incidentId} />
    </TestConsoleProvider>,
  );
  return spy;
}

describe('IncidentSummary', () => {
  it('asks for the incident with its hypotheses and evidences in one embedded read', async () => {
    const list = renderSummary(incidentWithEvidence.id);
    await screen.findByRole('article', { name: 'INC0000002: Payments API outage' });
    const query = list.mock.calls[0]![0] as PostgrestQuery;
    expect(query.table).toBe('incidents');
    expect(new URLSearchParams(query.toParams()).get('select')).toBe(INCIDENT_SUMMARY_SELECT);
  });

  it('shows the incident, its hypotheses oldest first, and each evidence with a link to its check', async () => {
    renderSummary(incidentWithEvidence.id);
    const incident = await screen.findByRole('article', { name: 'INC0000002: Payments API outage' });
    expect(within(incident).getByText('Critical')).toBeInTheDocument();
    expect(within(incident).getByText('Availability')).toBeInTheDocument();
    expect(within(incident).getByText('open')).toBeInTheDocument();
    expect(within(incident).getByText('Card payments fail with 502 since 10:05.')).toBeInTheDocument();

    const hypotheses = within(within(incident).getByRole('list', { name: 'Hypotheses' }))
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(hypotheses).toEqual(['Database failover', 'Upstream gateway is rate limiting']);

    const root = within(incident).getByRole('article', { name: 'Database failover' });
    expect(within(root).getByText('Type: root')).toBeInTheDocument();
    // Its own status, editable by whoever may write incidents (the test user is an admin).
    expect(within(root).getByRole('button', { name: /Hypothesis status/ })).toHaveTextContent('Possible');
    const evidence = within(root).getByRole('list', { name: 'Evidence for Database failover' });
    const [checkEvidence, configEvidence] = within(evidence).getAllByRole('listitem');
    expect(within(checkEvidence!).getByText('check evidence')).toBeInTheDocument();
    expect(within(checkEvidence!).getByRole('link', { name: 'Check api/payments' })).toHaveAttribute(
      'href',
      checkHref(summaryCheck.id),
    );
    expect(within(checkEvidence!).getByText('Health check failing since the failover')).toBeInTheDocument();
    expect(within(configEvidence!).getByText('config evidence')).toBeInTheDocument();
    expect(within(configEvidence!).getByText('No description')).toBeInTheDocument();

    const other = within(incident).getByRole('article', { name: 'Upstream gateway is rate limiting' });
    expect(within(other).getByText('No evidence attached yet.')).toBeInTheDocument();
  });

  it('says when an incident has no hypotheses', async () => {
    renderSummary(incidentWithoutHypotheses.id);
    const incident = await screen.findByRole('article', { name: 'INC0000003: Nightly backup slower than usual' });
    expect(within(incident).getByText('Technical Debt')).toBeInTheDocument();
    expect(within(incident).getByText('No hypotheses yet.')).toBeInTheDocument();
  });

  it.each([
    ['an id no incident has', '7d1c2b9e-9999-4c4e-9a51-000000000009', 1],
    ['an id that is not a UUID', 'not-an-id', 0],
  ])('says clearly that the incident is not found for %s', async (_case, id, requests) => {
    const list = renderSummary(id);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Incident not found' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(`There is no incident with the id ${id}.`);
    expect(list).toHaveBeenCalledTimes(requests);
  });

  it('shows a failed read with its message and Try again', async () => {
    let fail = true;
    const list = summaryDb();
    renderSummary(incidentWithEvidence.id, async (query, row) => {
      if (fail) throw new ApiError('forbidden', 'You do not have access to incidents', { status: 403 });
      return list(query, row);
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Could not load the incident' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('You do not have access to incidents');
    fail = false;
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('article', { name: 'INC0000002: Payments API outage' })).toBeInTheDocument();
  });

  it('is refreshed when the incident queries are invalidated (a new evidence was linked)', async () => {
    let queryClient: QueryClient | undefined;
    function Capture() {
      queryClient = useQueryClient();
      return null;
    }
    let rows: Array<{ id: string; hypotheses: unknown[] }> = [incidentWithoutHypotheses];
    const list = vi.fn((query: PostgrestQuery, row: never) => summaryDb(rows)(query, row));
    render(
      <TestConsoleProvider client={{ db: { list: list as never } }}>
        <Capture />
        <IncidentSummary incidentId={incidentWithoutHypotheses.id} />
      </TestConsoleProvider>,
    );
    await screen.findByText('No hypotheses yet.');
    rows = [{ ...incidentWithoutHypotheses, hypotheses: incidentWithEvidence.hypotheses }];
    await queryClient!.invalidateQueries({ queryKey: queryKeys.incidents.all });
    expect(await screen.findByRole('article', { name: 'Database failover' })).toBeInTheDocument();
  });
});
