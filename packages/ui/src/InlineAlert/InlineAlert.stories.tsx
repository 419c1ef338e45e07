import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { InlineAlert } from './InlineAlert';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  decorators: [withThemeProvider],
  args: { tone: 'danger', children: 'Connection refused: postgres:5432' },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error: Connection refused');
  },
};

export const WithTitleAndActions: Story = {
  args: {
    tone: 'warning',
    title: 'Certificate expires soon',
    children: 'api.example.com expires in 3 days.',
    actions: <Button size="sm">Renew</Button>,
    onDismiss: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Warning: Certificate expires soon');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

const Tones = () => (
  <Stack gap={2}>
    <InlineAlert tone="info">Checks run every minute.</InlineAlert>
    <InlineAlert tone="success">Check saved.</InlineAlert>
    <InlineAlert tone="warning">The last run took 9 s.</InlineAlert>
    <InlineAlert tone="danger">The check could not be saved.</InlineAlert>
  </Stack>
);

export const AllTones: Story = {
  render: () => <Tones />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: The check could not be saved.');
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  render: () => <Tones />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Check saved.')).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: narrowParameters,
  args: { children: 'A long message that wraps over several lines in a narrow column without overflowing it.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth + 1);
  },
};
