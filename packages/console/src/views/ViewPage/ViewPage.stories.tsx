import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, within } from 'storybook/test';
import type { PostgrestQuery, ViewRequest } from '@mission-control/api';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { catalogSummary } from '../__fixtures__/views';
import { ViewByNamePage, ViewPage } from './ViewPage';

/** `views_summary` knows one view, `default/catalog-summary`. */
function withViews(options: { theme?: 'light' | 'dark'; failLookup?: string } = {}) {
  const list = async (query: PostgrestQuery) => {
    if (options.failLookup) throw new Error(options.failLookup);
    const params = Object.fromEntries(query.toParams());
    const data = params.name === 'eq.catalog-summary' ? [{ id: 'view-catalog-summary' }] : [];
    return { data, totalEntries: data.length };
  };
  return (Story: () => ReactElement) => (
    <TestConsoleProvider
      theme={options.theme}
      client={{
        db: { list: list as never },
        views: { run: (async (_id: string, request?: ViewRequest) => catalogSummary(request)) as never },
      }}
    >
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Views/ViewByNamePage',
  component: ViewByNamePage,
  args: { namespace: 'default', name: 'catalog-summary' },
} satisfies Meta<typeof ViewByNamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/view/default/catalog-summary`: resolved to its id, then shown. */
export const ByNamespaceAndName: Story = {
  decorators: [withViews()],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Catalog summary', level: 1 }),
    ).toBeVisible();
  },
};

export const UnknownName: Story = {
  args: { name: 'no-such-view' },
  decorators: [withViews()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load view: no view named default/no-such-view',
    );
  },
};

export const LookupFailed: Story = {
  decorators: [withViews({ failLookup: 'Network Error. Please try again.' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load view: Network Error. Please try again.',
    );
  },
};

export const NoIdentifier: Story = {
  decorators: [withViews({ theme: 'dark' })],
  render: () => <ViewPage viewId="" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('No view identifier provided');
  },
};
