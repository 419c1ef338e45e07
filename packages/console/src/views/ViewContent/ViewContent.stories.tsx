import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ViewRequest, ViewResult, ViewRunOptions } from '@mission-control/api';
import { ApiError } from '@mission-control/api';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { catalogSummary, emptyView, staleWithError } from '../__fixtures__/views';
import { ViewContent } from './ViewContent';

type Run = (request: ViewRequest, options?: ViewRunOptions) => Promise<ViewResult>;

function withView(run: Run, options: { theme?: 'light' | 'dark'; location?: string } = {}) {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider
      client={{
        views: { run: ((_id: string, request: ViewRequest = {}, o?: ViewRunOptions) => run(request, o)) as never },
      }}
      initialLocation={options.location ?? '/views/view-catalog-summary'}
      theme={options.theme}
    >
      <Story />
    </TestConsoleProvider>
  );
}

/** Overlays portal into the provider's container, so some queries start at the body. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Console/Views/ViewContent',
  component: ViewContent,
  args: { viewId: 'view-catalog-summary' },
} satisfies Meta<typeof ViewContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's catalog summary: pies by type and health, a number, a gauge, and the unhealthy items. */
export const Default: Story = {
  decorators: [withView(async (request) => catalogSummary(request))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /^Items by type:/ })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Catalog summary' });
    await expect(within(table).getByText('payments-api')).toBeVisible();
    // A variable narrows the rows.
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Variables' })).getByRole('button', { name: /Type/ }),
    );
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Kubernetes::Node' }));
    await waitFor(() => expect(within(table).queryByText('payments-api')).toBeNull());
    await expect(within(table).getByText('node-eu-1')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withView(() => new Promise<never>(() => undefined))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading view')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [withView(async (request) => emptyView(request))],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Catalog summary' });
    await expect(within(table).getByText('No rows match')).toBeVisible();
  },
};

export const LoadError: Story = {
  decorators: [
    withView(async () => {
      throw new ApiError('forbidden', 'You do not have permission to read views');
    }),
  ],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load view: You do not have permission to read views');
  },
};

/** Served from cache after a failed refresh: the data stays, and the reason is shown beside it. */
export const StaleWithError: Story = {
  decorators: [withView(async (request) => staleWithError(request))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The last refresh failed')).toBeVisible();
    await expect(canvas.getByText(/relation "config_items_x" does not exist/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Catalog summary' })).toHaveTextContent('payments-api');
  },
};

export const Dark: Story = {
  decorators: [withView(async (request) => catalogSummary(request), { theme: 'dark' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: /^Items by health:/ })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    withView(async (request) => catalogSummary(request)),
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('meter', { name: 'Healthy share' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh Catalog summary' })).toBeVisible();
  },
};
