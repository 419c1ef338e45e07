import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleMode } from '../../provider/ConsoleProvider';
import type { ConsoleUser, FeatureProperties } from '../../provider/access';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider, testAdmin } from '../../testing/TestConsoleProvider';
import {
  evidenceCheck,
  fakeIncidentsDb,
  foreignKeyError,
  hypothesesFixture,
  paymentsIncident,
  type FakeIncidentsDbOptions,
} from '../__fixtures__/incidents';
import { AttachAsEvidenceButton } from '../AttachAsEvidenceButton';
import { selectOption } from '@mission-control/ui/testing';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

function setup({
  db: dbOptions,
  mode = 'full',
  user = testAdmin,
  features = {},
}: {
  db?: FakeIncidentsDbOptions;
  mode?: ConsoleMode;
  user?: ConsoleUser | null;
  features?: FeatureProperties;
} = {}) {
  const db = fakeIncidentsDb(dbOptions);
  const onLinked = vi.fn();
  const router = createMemoryRouterAdapter('/health');
  const user$ = userEvent.setup();
  render(
    <TestConsoleProvider
      mode={mode}
      user={user}
      features={features}
      router={router}
      client={{ db: { list: db.list as never, insert: db.insert as never } }}
    >
      <AttachAsEvidenceButton check={evidenceCheck} evidence={{ name: evidenceCheck.name }} onLinked={onLinked} />
    </TestConsoleProvider>,
  );
  return { db, onLinked, router, user: user$ };
}

type User = ReturnType<typeof userEvent.setup>;

async function open(user: User) {
  await user.click(screen.getByRole('button', { name: 'Attach as Evidence' }));
  return screen.findByRole('dialog', { name: 'Link to Incident' });
}

/** Types into the incident combobox and picks the option whose name starts with `option` (its description follows). */
async function pickIncident(user: User, dialog: HTMLElement, text: string, option: string) {
  await user.type(within(dialog).getByRole('combobox', { name: /^Incident/ }), text);
  await user.click(await screen.findByRole('option', { name: (name) => name.startsWith(option) }));
}

const choose = (user: User, dialog: HTMLElement, field: RegExp, option: string) =>
  selectOption({ user, within: dialog, label: field, option, prefix: true });

describe('AttachAsEvidenceButton gating', () => {
  it('is shown to a responder with the incidents feature on, in full mode', () => {
    setup({ user: { ...testAdmin, roles: ['responder'] } });
    expect(screen.getByRole('button', { name: 'Attach as Evidence' })).toBeInTheDocument();
  });

  it.each([
    ['a viewer (no write on incidents)', { user: { ...testAdmin, roles: ['viewer'] } }],
    ['nobody signed in', { user: null }],
    ['the incidents feature disabled', { features: { 'incidents.disable': 'true' } }],
    ['demo mode', { mode: 'demo' as const }],
    ['embedded mode', { mode: 'embedded' as const }],
  ])('is hidden for %s', (_name, options) => {
    setup(options);
    expect(screen.queryByRole('button', { name: 'Attach as Evidence' })).not.toBeInTheDocument();
  });
});

describe('LinkToIncidentModal', () => {
  it('shows every validation message on an empty submit and writes nothing', async () => {
    const { user, db } = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Must select or create an incident')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select incident severity')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select an incident type')).toBeInTheDocument();
    expect(db.inserts).toEqual([]);
  });

  it('asks for a hypothesis once an existing incident is chosen, on the select and on a new title', async () => {
    const { user, db } = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Please select incident severity')).toBeInTheDocument();
    await pickIncident(user, dialog, 'payments', 'Payments API outage');
    expect(await within(dialog).findByText('Must select or create a hypothesis')).toBeInTheDocument();
    // The incident's severity and type filled the fields, so their messages are gone.
    expect(within(dialog).queryByText('Must select or create an incident')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Please select incident severity')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Please select an incident type')).not.toBeInTheDocument();

    await choose(user, dialog, /Hypothesis/, 'New hypothesis…');
    const title = within(dialog).getByRole('textbox', { name: /New hypothesis title/ });
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(title).toHaveAccessibleDescription(/Must select or create a hypothesis/);
    expect(db.inserts).toEqual([]);
  });

  it('creates a new incident, its root hypothesis and the evidence, then toasts with a link to the incident', async () => {
    const { user, db, onLinked, router } = setup();
    const dialog = await open(user);
    await pickIncident(user, dialog, 'Cache stampede', 'Create "Cache stampede"');
    expect(within(dialog).queryByRole('button', { name: /Hypothesis/ })).not.toBeInTheDocument();
    await choose(user, dialog, /Severity/, 'Blocker');
    await choose(user, dialog, /Type/, 'Technical Debt');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'p99 doubled at 10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Linked to incident successfully');
    expect(db.inserts).toEqual([
      {
        table: 'incidents',
        row: {
          title: 'Cache stampede',
          severity: 'blocker',
          type: 'technical_debt',
          description: '',
          created_by: testAdmin.id,
        },
      },
      {
        table: 'hypotheses',
        row: expect.objectContaining({ title: 'Cache stampede', status: 'possible', type: 'root' }),
      },
      {
        table: 'evidences',
        row: expect.objectContaining({
          check_id: evidenceCheck.id,
          type: 'check',
          evidence: { name: evidenceCheck.name },
          description: 'p99 doubled at 10:00',
          created_by: testAdmin.id,
        }),
      },
    ]);
    const incidentId = '00000000-0000-4000-8000-000000000001';
    expect(db.inserts[1]!.row.incident_id).toBe(incidentId);
    expect(db.inserts[2]!.row.hypothesis_id).toBe('00000000-0000-4000-8000-000000000002');
    expect(onLinked).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'top-right');

    await user.click(within(toast).getByRole('link', { name: 'View incident' }));
    expect(router.location).toBe(`/incidents/${incidentId}`);
  });

  it('adds a new hypothesis to an existing incident, with severity and type taken from it', async () => {
    const { user, db, onLinked } = setup();
    const dialog = await open(user);
    await pickIncident(user, dialog, 'pay', 'Payments API outage');
    expect(within(dialog).getByRole('button', { name: /Severity/ })).toHaveTextContent('Critical');
    expect(within(dialog).getByRole('button', { name: /Type/ })).toHaveTextContent('Availability');
    await choose(user, dialog, /Hypothesis/, 'New hypothesis…');
    await user.type(within(dialog).getByRole('textbox', { name: /New hypothesis title/ }), 'TLS certificate expired');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));

    await screen.findByRole('status');
    expect(db.inserts.map((call) => call.table)).toEqual(['hypotheses', 'evidences']);
    expect(db.inserts[0]!.row).toEqual({
      title: 'TLS certificate expired',
      incident_id: paymentsIncident.id,
      created_by: testAdmin.id,
      status: 'possible',
      type: 'root',
    });
    expect(onLinked).toHaveBeenCalledWith(true);

    // The incident queries were invalidated: reopened, the incident lists the new hypothesis.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await open(user);
    await pickIncident(user, again, 'pay', 'Payments API outage');
    await user.click(within(again).getByRole('button', { name: /Hypothesis/ }));
    expect(await screen.findByRole('option', { name: /^TLS certificate expired/ })).toBeInTheDocument();
  });

  it('links to an existing hypothesis of an existing incident with one write', async () => {
    const { user, db } = setup();
    const dialog = await open(user);
    await pickIncident(user, dialog, 'outage', 'Payments API outage');
    await choose(user, dialog, /Hypothesis/, hypothesesFixture[0]!.title);
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    await screen.findByRole('status');
    expect(db.inserts).toEqual([
      {
        table: 'evidences',
        row: expect.objectContaining({ hypothesis_id: hypothesesFixture[0]!.id, description: '' }),
      },
    ]);
  });

  it("reads 'Linking..' and locks the form while saving", async () => {
    const { user } = setup({ db: { hang: 'evidences' } });
    const dialog = await open(user);
    await pickIncident(user, dialog, 'outage', 'Payments API outage');
    await choose(user, dialog, /Hypothesis/, hypothesesFixture[0]!.title);
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    const linking = await within(dialog).findByRole('button', { name: 'Linking..' });
    expect(linking).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('reports an evidence failure with the response message and onLinked(false), keeping the form', async () => {
    const { user, onLinked } = setup({ db: { fail: { table: 'evidences', error: foreignKeyError } } });
    const dialog = await open(user);
    await pickIncident(user, dialog, 'outage', 'Payments API outage');
    await choose(user, dialog, /Hypothesis/, hypothesesFixture[0]!.title);
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('insert or update on table "evidences" violates foreign key constraint');
    expect(onLinked).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Link to Incident' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Link' })).toBeEnabled();
  });

  it("shows 'An error occurred' when the failure says nothing", async () => {
    const { user } = setup({ db: { fail: { table: 'evidences', error: new Error('') } } });
    const dialog = await open(user);
    await pickIncident(user, dialog, 'outage', 'Payments API outage');
    await choose(user, dialog, /Hypothesis/, hypothesesFixture[0]!.title);
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('only logs an incident creation failure: no toast, no callback, the dialog stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onLinked, db } = setup({ db: { fail: { table: 'incidents', error: foreignKeyError } } });
    const dialog = await open(user);
    await pickIncident(user, dialog, 'New one', 'Create "New one"');
    await choose(user, dialog, /Severity/, 'Low');
    await choose(user, dialog, /Type/, 'Cost');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('incident'), foreignKeyError));
    expect(db.inserts.map((call) => call.table)).toEqual(['incidents']);
    expect(onLinked).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Link' })).toBeEnabled();
    logged.mockRestore();
  });
});
