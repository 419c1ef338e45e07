import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Stack } from '../Stack';
import { Text } from './Text';

const meta = {
  title: 'Display/Text',
  component: Text,
  decorators: [withThemeProvider],
  args: { children: 'Last run 5 minutes ago', tone: 'muted', size: 'sm' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Last run 5 minutes ago')).toHaveAttribute('data-tone', 'muted');
  },
};

const Tones = () => (
  <Stack gap={2}>
    <Text>Default: 12 checks</Text>
    <Text tone="muted">Muted: updated 5 minutes ago</Text>
    <Text tone="danger">Danger: connection refused</Text>
    <Text tone="success">Success: all checks passing</Text>
    <Text tone="warning">Warning: certificate expires in 3 days</Text>
    <Text size="lg" weight="bold">
      Large and bold
    </Text>
    <Text mono size="sm">
      checks/http-api
    </Text>
  </Stack>
);

export const AllTones: Story = {
  render: () => <Tones />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/connection refused/)).toHaveAttribute('data-tone', 'danger');
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  render: () => <Tones />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/all checks passing/)).toBeVisible();
  },
};

export const Truncated: Story = {
  parameters: narrowParameters,
  args: {
    truncate: true,
    title: 'A very long check name that does not fit a narrow column',
    children: 'A very long check name that does not fit a narrow column',
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/A very long check name/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};
