import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Text } from '../Text';
import { Inline, Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  decorators: [withThemeProvider],
  args: { gap: 3 },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const Panel = () => (
  <Stack gap={3}>
    <Inline justify="between">
      <Text size="lg" weight="bold">
        http-api
      </Text>
      <Inline gap={1}>
        <Button size="sm">Run now</Button>
        <Button size="sm" variant="ghost">
          Edit
        </Button>
      </Inline>
    </Inline>
    <Text tone="muted" size="sm">
      Checks the public API every minute.
    </Text>
    <Inline as="ul" gap={1} aria-label="Labels">
      <li>
        <Badge>prod</Badge>
      </li>
      <li>
        <Badge>eu-west-1</Badge>
      </li>
      <li>
        <Badge tone="info">team: payments</Badge>
      </li>
    </Inline>
  </Stack>
);

export const Default: Story = {
  render: () => <Panel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Labels' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Narrow: Story = {
  parameters: narrowParameters,
  render: () => <Panel />,
  play: async ({ canvasElement }) => {
    // The buttons wrap below the name instead of overflowing the column.
    const canvas = within(canvasElement);
    const name = canvas.getByText('http-api').getBoundingClientRect();
    const run = canvas.getByRole('button', { name: 'Run now' }).getBoundingClientRect();
    await expect(run.top).toBeGreaterThanOrEqual(name.bottom);
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  render: () => <Panel />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};
