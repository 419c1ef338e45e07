import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError, type PostgrestQuery } from '@mission-control/api';
import { TestConsoleProvider, type PartialClient } from '../../testing/TestConsoleProvider';
import { incidentWithEvidence, incidentWithoutHypotheses, summaryDb } from '../__fixtures__/summary';
import { IncidentSummary } from './IncidentSummary';

type List = (query: PostgrestQuery, row: never) => Promise<unknown>;

function withProvider(list: List, options: { theme?: 'light' | 'dark' } = {}) {
  const client: PartialClient = { db: { list: list as never } };
  return (Story: () => ReactElement) => (
    <TestConsoleProvider client={client} theme={options.theme}>
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Incidents/IncidentSummary',
  component: IncidentSummary,
  args: { incidentId: incidentWithEvidence.id },
} satisfies Meta<typeof IncidentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An incident with hypotheses; the root one has a check's evidence that links to the check. */
export const WithEvidence: Story = {
  decorators: [withProvider(summaryDb() as List)],
  play: async ({ canvasElement }) => {
    const incident = await within(canvasElement).findByRole('article', { name: 'INC0000002: Payments API outage' });
    await expect(within(incident).getByText('Critical')).toBeVisible();
    const root = within(incident).getByRole('article', { name: 'Database failover' });
    const link = within(root).getByRole('link', { name: 'Check api/payments' });
    await expect(link).toBeVisible();
    // The link is reachable by keyboard; the status and responder controls above it come first in tab order.
    for (let stop = 0; stop < 20 && link.ownerDocument.activeElement !== link; stop++) await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** An incident nobody has added a hypothesis to. */
export const Empty: Story = {
  args: { incidentId: incidentWithoutHypotheses.id },
  decorators: [withProvider(summaryDb() as List)],
  play: async ({ canvasElement }) => {
    const incident = await within(canvasElement).findByRole('article', {
      name: 'INC0000003: Nightly backup slower than usual',
    });
    await expect(within(incident).getByText('No hypotheses yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withProvider(() => new Promise(() => {}))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading incident');
  },
};

/** No incident has this id. */
export const NotFound: Story = {
  args: { incidentId: '7d1c2b9e-9999-4c4e-9a51-000000000009' },
  decorators: [withProvider(summaryDb() as List)],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Incident not found' })).toBeVisible();
  },
};

/** The read failed: its message and Try again. */
export const LoadError: Story = {
  decorators: [
    withProvider(
      (() => {
        let calls = 0;
        const list = summaryDb() as List;
        return async (query: PostgrestQuery, row: never) => {
          if (calls++ === 0) throw new ApiError('forbidden', 'You do not have access to incidents', { status: 403 });
          return list(query, row);
        };
      })(),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('You do not have access to incidents');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('article', { name: 'INC0000002: Payments API outage' })).toBeVisible();
  },
};

export const Dark: Story = {
  decorators: [withProvider(summaryDb() as List, { theme: 'dark' })],
  play: async ({ canvasElement }) => {
    const incident = await within(canvasElement).findByRole('article', { name: 'INC0000002: Payments API outage' });
    await expect(within(incident).getByRole('link', { name: 'Check api/payments' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    withProvider(summaryDb() as List),
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const incident = await within(canvasElement).findByRole('article', { name: 'INC0000002: Payments API outage' });
    await expect(within(incident).getByRole('article', { name: 'Database failover' })).toBeVisible();
  },
};
