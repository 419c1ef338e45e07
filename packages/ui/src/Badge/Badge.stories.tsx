import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Badge } from './Badge';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  decorators: [withThemeProvider],
  args: { children: '12 checks', tone: 'info' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 checks')).toHaveAttribute('data-tone', 'info');
  },
};

const Tones = () => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    <Badge>neutral</Badge>
    <Badge tone="info">info</Badge>
    <Badge tone="success">passing</Badge>
    <Badge tone="warning">warning</Badge>
    <Badge tone="danger">failing</Badge>
  </div>
);

export const AllTones: Story = {
  render: () => <Tones />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('failing')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  render: () => <Tones />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('passing')).toBeVisible();
  },
};
