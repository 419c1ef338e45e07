import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import {
  evidenceCheck,
  fakeIncidentsDb,
  hypothesesFixture,
  type FakeIncidentsDbOptions,
} from '../__fixtures__/incidents';
import { LinkToIncidentModal } from './LinkToIncidentModal';

function withProvider(options: FakeIncidentsDbOptions & { theme?: 'light' | 'dark'; width?: number } = {}) {
  const { theme, width, ...dbOptions } = options;
  return (Story: () => ReactElement) => {
    const db = fakeIncidentsDb(dbOptions);
    return (
      <TestConsoleProvider theme={theme} client={{ db: { list: db.list as never, insert: db.insert as never } }}>
        <div style={width ? { width } : undefined}>
          <Story />
        </div>
      </TestConsoleProvider>
    );
  };
}

/** The dialog portals into the provider's container, so queries start at the document body. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

type Canvas = ReturnType<typeof body>;

async function openDialog(canvasElement: HTMLElement) {
  const page = body(canvasElement);
  const dialog = await page.findByRole('dialog', { name: 'Link to Incident' });
  return { page, dialog: within(dialog) };
}

async function pickIncident(page: Canvas, dialog: Canvas, text: string, option: string) {
  await userEvent.type(dialog.getByRole('combobox', { name: /^Incident/ }), text);
  await userEvent.click(await page.findByRole('option', { name: (name) => name.startsWith(option) }));
}

async function choose(page: Canvas, dialog: Canvas, field: RegExp, option: string) {
  await userEvent.click(dialog.getByRole('button', { name: field }));
  await userEvent.click(await page.findByRole('option', { name: (name) => name.startsWith(option) }));
}

const meta = {
  title: 'Console/Incidents/LinkToIncidentModal',
  component: LinkToIncidentModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onLinked: fn(),
    target: { check_id: evidenceCheck.id },
    type: 'check',
    evidence: { name: evidenceCheck.name },
  },
} satisfies Meta<typeof LinkToIncidentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('combobox', { name: /^Incident/ })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Link' })).toBeEnabled();
    await expect(dialog.queryByRole('button', { name: /Hypothesis/ })).toBeNull();
  },
};

export const ValidationErrors: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Link' }));
    await expect(await dialog.findByText('Must select or create an incident')).toBeVisible();
    await expect(dialog.getByText('Please select incident severity')).toBeVisible();
    await expect(dialog.getByText('Please select an incident type')).toBeVisible();
  },
};

export const HypothesisRequired: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const { page, dialog } = await openDialog(canvasElement);
    await pickIncident(page, dialog, 'payments', 'Payments API outage');
    await userEvent.click(dialog.getByRole('button', { name: 'Link' }));
    await expect(await dialog.findByText('Must select or create a hypothesis')).toBeVisible();
  },
};

export const CreateIncident: Story = {
  name: 'Filled: new incident',
  decorators: [withProvider()],
  play: async ({ canvasElement, args }) => {
    const { page, dialog } = await openDialog(canvasElement);
    await pickIncident(page, dialog, 'Cache stampede', 'Create "Cache stampede"');
    await choose(page, dialog, /Severity/, 'High');
    await choose(page, dialog, /Type/, 'Performance');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'p99 doubled at 10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Link' }));
    const toast = await page.findByRole('status');
    await expect(toast).toHaveTextContent('Linked to incident successfully');
    await expect(within(toast).getByRole('link', { name: 'View incident' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/incidents\//),
    );
    await waitFor(() => expect(args.onLinked).toHaveBeenCalledWith(true));
  },
};

export const ExistingIncident: Story = {
  name: 'Filled: existing incident and hypothesis',
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const { page, dialog } = await openDialog(canvasElement);
    await pickIncident(page, dialog, 'outage', 'Payments API outage');
    await choose(page, dialog, /Hypothesis/, hypothesesFixture[0]!.title);
    await expect(dialog.getByRole('button', { name: /Severity/ })).toHaveTextContent('Critical');
    await expect(dialog.getByRole('button', { name: /Type/ })).toHaveTextContent('Availability');
  },
};

export const Linking: Story = {
  decorators: [withProvider({ hang: 'evidences' })],
  play: async ({ canvasElement }) => {
    const { page, dialog } = await openDialog(canvasElement);
    await pickIncident(page, dialog, 'outage', 'Payments API outage');
    await choose(page, dialog, /Hypothesis/, hypothesesFixture[0]!.title);
    await userEvent.click(dialog.getByRole('button', { name: 'Link' }));
    await expect(await dialog.findByRole('button', { name: 'Linking..' })).toBeDisabled();
  },
};

export const LinkFailed: Story = {
  name: 'Error',
  decorators: [withProvider({ fail: { table: 'evidences', error: new Error('permission denied for evidences') } })],
  play: async ({ canvasElement, args }) => {
    const { page, dialog } = await openDialog(canvasElement);
    await pickIncident(page, dialog, 'outage', 'Payments API outage');
    await choose(page, dialog, /Hypothesis/, hypothesesFixture[0]!.title);
    await userEvent.click(dialog.getByRole('button', { name: 'Link' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('permission denied for evidences');
    await waitFor(() => expect(args.onLinked).toHaveBeenCalledWith(false));
  },
};

export const Dark: Story = {
  decorators: [withProvider({ theme: 'dark' })],
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Link' }));
    await expect(await dialog.findByText('Must select or create an incident')).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [withProvider({ width: 320 })],
  play: async ({ canvasElement }) => {
    const { page, dialog } = await openDialog(canvasElement);
    await pickIncident(page, dialog, 'latency', 'Checkout latency above SLO');
    await expect(dialog.getByRole('button', { name: /Hypothesis/ })).toBeVisible();
  },
};
