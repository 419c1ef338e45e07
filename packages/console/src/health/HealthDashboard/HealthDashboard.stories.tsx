import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { checkDetailFixture, graphFixture, listFixture, statusesPage } from '../../__fixtures__/checkDetail';
import { fixtureSummary, manyChecks } from '../../__fixtures__/checks';
import type { ConsoleMode } from '../../provider/ConsoleProvider';
import { TestConsoleProvider, type PartialClient } from '../../testing/TestConsoleProvider';
import { HealthDashboard } from './HealthDashboard';

const detailClient: PartialClient = {
  db: { list: listFixture as never, checkStatuses: (async (p: never) => statusesPage(p)) as never },
  canary: {
    summary: async () => fixtureSummary(),
    graph: async () => graphFixture,
    runCheck: async () => ({ pass: true, duration: 120 }) as never,
  },
};

function withProvider(
  client: PartialClient,
  options: { location?: string; mode?: ConsoleMode; theme?: 'light' | 'dark' } = {},
) {
  return (Story: () => React.ReactElement) => (
    <TestConsoleProvider
      client={client}
      initialLocation={options.location ?? '/health'}
      mode={options.mode}
      theme={options.theme}
    >
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Health/HealthDashboard',
  component: HealthDashboard,
} satisfies Meta<typeof HealthDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withProvider(detailClient)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Health checks' });
    await expect(within(table).getByRole('button', { name: 'api/payments' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Hide Passing' }));
    await expect(await within(table).findByRole('button', { name: /edge-http: show 2 checks/ })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withProvider({ canary: { summary: () => new Promise(() => undefined) } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading checks…');
  },
};

export const Empty: Story = {
  decorators: [withProvider({ canary: { summary: async () => fixtureSummary([]) } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  decorators: [
    withProvider({ canary: { summary: () => Promise.reject(new Error('Network Error. Please try again.')) } }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Network Error. Please try again.');
  },
};

export const TenThousandChecks: Story = {
  decorators: [
    withProvider(
      { canary: { summary: async () => fixtureSummary(manyChecks(10_000)) } },
      { location: '/health?hidePassing=false&groupBy=no-grouping' },
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Health checks' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(120);
  },
};

export const Cards: Story = {
  decorators: [withProvider(detailClient, { location: '/health?layout=card&hidePassing=false' })],
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Health checks' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

const narrow = (Story: () => React.ReactElement) => (
  <div style={{ width: 380 }}>
    <Story />
  </div>
);

/** The sidebar folds behind 'Filters' with a badge counting active filters; it opens from the keyboard. */
export const Narrow: Story = {
  decorators: [withProvider(detailClient, { location: '/health?labels=%7B%22team%3Dplatform%22%3A-1%7D' }), narrow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: /Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Filters 2 active filters');
    await expect(toggle).toHaveTextContent('2');
    await expect(canvas.queryByRole('switch', { name: 'Hide Passing' })).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('switch', { name: 'Hide Passing' })).toBeVisible();
  },
};

const manyLabels = encodeURIComponent(
  JSON.stringify({ 'team=data': 1, 'team=edge': 1, 'team=search': 1, 'team=identity': -1, 'critical=true': -1 }),
);

/** Six team values with four chosen: the multi-select trigger condenses to a count. */
export const ManyLabelsSelected: Story = {
  decorators: [
    withProvider(
      { canary: { summary: async () => fixtureSummary(manyChecks(600)) } },
      { location: `/health?hidePassing=false&groupBy=no-grouping&labels=${manyLabels}` },
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = await canvas.findByRole('button', { name: 'team 4 selected' });
    const critical = canvas.getByRole('group', { name: 'critical' });
    await expect(within(critical).getByRole('button', { name: 'Exclude' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(team);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'team' });
    await expect(within(dialog).getByRole('option', { name: 'not identity' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** Check names by team, each cell the health of the checks at that crossing. */
export const Pivot: Story = {
  decorators: [
    withProvider(detailClient, {
      location: '/health?hidePassing=false&groupBy=no-grouping&pivotBy=labels&pivotLabel=team',
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Health checks' });
    await expect(within(table).getByRole('columnheader', { name: 'payments' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'api/payments' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Pivot Cell$/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Latency' }));
    await userEvent.click(await within(table).findByRole('button', { name: '950ms: api/payments, payments' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(await within(dialog).findByRole('heading', { name: /api\/payments/ })).toBeVisible();
  },
};

/** Group rows by namespace columns in the dark theme, uptime per cell. */
export const PivotDark: Story = {
  decorators: [
    withProvider(detailClient, {
      theme: 'dark',
      location: '/health?hidePassing=false&pivotBy=namespace&pivotCellType=uptime',
    }),
  ],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Health checks' });
    await expect(within(table).getByRole('columnheader', { name: 'Group Name' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: /^\d+\.\d%: edge-http, default$/ })).toBeVisible();
  },
};

/** 10,000 checks pivoted by team: only the rows in view are in the DOM. */
export const PivotTenThousandChecks: Story = {
  decorators: [
    withProvider(
      { canary: { summary: async () => fixtureSummary(manyChecks(10_000)) } },
      { location: '/health?hidePassing=false&groupBy=no-grouping&pivotBy=labels&pivotLabel=team' },
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Health checks' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(120);
  },
};

/** A stale link (a label the checks lack, an unknown cell type) shows the plain table. */
export const PivotBadLink: Story = {
  decorators: [withProvider(detailClient, { location: '/health?pivotBy=labels&pivotLabel=gone&pivotCellType=colour' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Health checks' });
    await expect(canvas.getByRole('button', { name: /Pivot By$/ })).toHaveTextContent('None');
    await expect(canvas.queryByRole('rowheader')).toBeNull();
  },
};

export const Dark: Story = {
  decorators: [withProvider(detailClient, { theme: 'dark', location: '/health?hidePassing=false' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Health checks' })).toBeVisible();
  },
};

export const WithCheckOpen: Story = {
  decorators: [withProvider(detailClient, { location: `/health?checkId=${checkDetailFixture.id}` })],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { name: 'Run Now' })).toBeVisible();
  },
};

export const Demo: Story = {
  decorators: [withProvider(detailClient, { mode: 'demo', location: `/health?checkId=${checkDetailFixture.id}` })],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await within(dialog).findByRole('table', { name: 'Status history' });
    await expect(within(dialog).queryByRole('button', { name: 'Run Now' })).toBeNull();
  },
};

export const Embedded: Story = {
  decorators: [withProvider(detailClient, { mode: 'embedded' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Health checks' });
    await userEvent.click(within(table).getByRole('button', { name: 'api/payments' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await within(dialog).findByRole('table', { name: 'Status history' });
    await expect(within(dialog).queryByRole('button', { name: 'Run Now' })).toBeNull();
  },
};
