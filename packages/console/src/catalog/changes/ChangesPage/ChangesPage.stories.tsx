import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@mission-control/api';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { changesClient, manyChanges, type ChangesFixtureOptions } from '../__fixtures__/changes';
import { ChangesPage } from './ChangesPage';

function withChanges(
  options: ChangesFixtureOptions = {},
  provider: { location?: string; theme?: 'light' | 'dark' } = {},
) {
  return (Story: () => React.ReactElement) => {
    const { client } = changesClient(options);
    return (
      <TestConsoleProvider
        client={client}
        initialLocation={provider.location ?? '/catalog/changes'}
        theme={provider.theme}
      >
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Catalog/ChangesPage',
  component: ChangesPage,
} satisfies Meta<typeof ChangesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Feed: Story = {
  decorators: [withChanges()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Changes' });
    await canvas.findByText('120 changes');
    // Severity is a word and a glyph, never a colour alone.
    await waitFor(() => expect(table.querySelector('[data-severity="critical"]')).toHaveTextContent('Critical'));
  },
};

export const HighAndWorse: Story = {
  decorators: [withChanges()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Changes' });
    await userEvent.click(canvas.getByRole('button', { name: /Severity$/ }));
    await userEvent.click(await body().findByRole('option', { name: 'High' }));
    await canvas.findByText('40 changes');
    const table = canvas.getByRole('table', { name: 'Changes' });
    await waitFor(() =>
      expect(
        new Set([...table.querySelectorAll('[data-severity]')].map((badge) => badge.getAttribute('data-severity'))),
      ).toEqual(new Set(['critical', 'high'])),
    );
  },
};

export const Details: Story = {
  decorators: [withChanges()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Changes' });
    await userEvent.click(
      (await within(table).findAllByText('spec.replicas, spec.template.spec.containers[0].image'))[0]!,
    );
    const dialog = await body().findByRole('dialog', { name: 'diff' });
    await expect(await within(dialog).findByRole('table', { name: 'Side-by-side diff' })).toHaveTextContent(
      '"replicas": 3',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Unified' }));
    await expect(within(dialog).getByRole('table', { name: 'Unified diff' })).toBeVisible();
  },
};

export const GroupedByItem: Story = {
  decorators: [withChanges({}, { location: '/catalog/changes?groupBy=config' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Changes' });
    const collapse = await within(table).findByRole('button', { name: 'Hide the changes of payments-api' });
    await userEvent.click(collapse);
    await expect(within(table).getByRole('button', { name: 'Show the changes of payments-api' })).toBeVisible();
  },
};

export const WithChips: Story = {
  decorators: [
    withChanges(
      {},
      { location: '/catalog/changes?external_created_by=kubelet&rangeType=relative&display=7 days&range=now-7d' },
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Remove filter created_by: kubelet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Time range: Last 7 days' })).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withChanges({ changes: [] })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No changes in this time range match these filters');
  },
};

export const Failed: Story = {
  decorators: [withChanges({ searchError: new ApiError('validation', 'from must be before to') })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('from must be before to');
  },
};

export const Loading: Story = { decorators: [withChanges({ searchError: 'hang' })] };

export const Dark: Story = {
  decorators: [withChanges({ changes: manyChanges(30) }, { theme: 'dark' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('30 changes');
  },
};
