import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Button } from '../Button';
import { Text } from '../Text';
import { Card, CardList } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  decorators: [withThemeProvider],
  args: {
    title: 'Latency',
    headingLevel: 2,
    children: <Text tone="muted">p95 over the last hour: 120 ms</Text>,
    actions: <Button size="sm">Export</Button>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Latency' });
    await expect(within(region).getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

export const Sunken: Story = {
  args: { tone: 'sunken', title: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

const Grid = () => (
  <CardList aria-label="Checks" minCardWidth="12rem">
    {['http-api', 'postgres', 'redis', 'dns-lookup'].map((name) => (
      <Card key={name} title={name} headingLevel={2}>
        <Text tone="muted" size="sm">
          Every minute
        </Text>
      </Card>
    ))}
  </CardList>
);

export const List: Story = {
  render: () => <Grid />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Checks' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const ListNarrow: Story = {
  parameters: narrowParameters,
  render: () => <Grid />,
  play: async ({ canvasElement }) => {
    // One column: every card as wide as the list.
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  render: () => <Grid />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'redis' })).toBeVisible();
  },
};
