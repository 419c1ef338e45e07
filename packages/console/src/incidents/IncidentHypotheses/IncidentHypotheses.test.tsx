import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOption } from '@mission-control/ui/testing';
import { defaultRoutes } from '../../routes/routes';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import type { SummaryEvidence, SummaryHypothesis } from '../model/summary';
import { IncidentHypotheses } from './IncidentHypotheses';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

const INCIDENT = 'c0a80002-0000-4000-8000-000000000100';
const ids = {
  check: 'c0a80002-0000-4000-8000-000000000201',
  config: 'c0a80002-0000-4000-8000-000000000202',
  change: 'c0a80002-0000-4000-8000-000000000203',
  component: 'c0a80002-0000-4000-8000-000000000204',
};
const evidence = (id: string, extra: Partial<SummaryEvidence> & { type: string }) => ({
  id,
  hypothesis_id: 'h-root',
  description: '',
  created_at: '2026-11-20T08:00:00Z',
  ...extra,
});
const HYPOTHESES: SummaryHypothesis[] = [
  {
    id: 'h-root',
    incident_id: INCIDENT,
    title: 'Bad deploy',
    type: 'root',
    status: 'possible',
    evidences: [
      evidence('e1', { type: 'check', check_id: ids.check, checks: { id: ids.check, name: 'checkout /health' } }),
      evidence('e2', { type: 'config', config_id: ids.config, config_items: { id: ids.config, name: 'checkout-api' } }),
      evidence('e3', {
        type: 'config_change',
        config_change_id: ids.change,
        config_changes: { id: ids.change, config_id: ids.config, change_type: 'diff', summary: 'replicas 2 → 3' },
      }),
      evidence('e4', {
        type: 'topology',
        component_id: ids.component,
        components: { id: ids.component, name: 'Checkout' },
      }),
    ],
  },
];

function renderHypotheses(roles?: string[]) {
  const { db, writes } = fakeDb({ hypotheses: HYPOTHESES.map(({ evidences: _, ...row }) => ({ ...row })) });
  render(
    <TestConsoleProvider client={{ db }} {...(roles ? { user: { id: 'u1', name: 'U', roles } } : {})}>
      <IncidentHypotheses incidentId={INCIDENT} hypotheses={HYPOTHESES} />
    </TestConsoleProvider>,
  );
  return writes;
}

describe('#23 IncidentHypotheses', () => {
  it('links each evidence kind to what it names: check, catalog item, change and component', () => {
    renderHypotheses();
    const list = screen.getByRole('list', { name: 'Evidence for Bad deploy' });
    expect(within(list).getByRole('link', { name: 'Check checkout /health' })).toHaveAttribute(
      'href',
      defaultRoutes.check(ids.check),
    );
    expect(within(list).getByRole('link', { name: 'Catalog item checkout-api' })).toHaveAttribute(
      'href',
      defaultRoutes.catalogItem(ids.config),
    );
    expect(within(list).getByRole('link', { name: 'Change replicas 2 → 3' })).toHaveAttribute(
      'href',
      `${defaultRoutes.catalogItem(ids.config)}?tab=changes`,
    );
    expect(within(list).getByRole('link', { name: 'Component Checkout' })).toHaveAttribute(
      'href',
      defaultRoutes.component(ids.component),
    );
  });

  it("moves a hypothesis's own status and adds a new one as possible", async () => {
    const writes = renderHypotheses(['responder']);
    const card = screen.getByRole('article', { name: 'Bad deploy' });
    await selectOption({ user: userEvent, label: 'Hypothesis status', option: 'Likely', within: card });
    await waitFor(() =>
      expect(writes).toContainEqual(
        expect.objectContaining({ method: 'PATCH', table: 'hypotheses', body: { status: 'likely' } }),
      ),
    );
    const form = screen.getByRole('form', { name: 'New hypothesis' });
    const add = within(form).getByRole('button', { name: 'Add hypothesis' });
    expect(add).toBeDisabled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Hypothesis title' }), 'Cache stampede');
    await selectOption({ user: userEvent, label: 'Hypothesis type', option: 'Solution', within: form });
    await userEvent.click(add);
    await waitFor(() =>
      expect(writes).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          table: 'hypotheses',
          body: { incident_id: INCIDENT, status: 'possible', title: 'Cache stampede', type: 'solution' },
        }),
      ),
    );
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Hypothesis title' })).toHaveValue(''));
  });

  it('shows the status as text and offers no edits to a viewer', () => {
    const writes = renderHypotheses(['viewer']);
    const card = screen.getByRole('article', { name: 'Bad deploy' });
    expect(within(card).getByText('Status: possible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hypothesis status/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'New hypothesis' })).toBeNull();
    expect(writes).toHaveLength(0);
  });
});
