import type { Meta, StoryObj } from '@storybook/react-vite';
import { Focusable } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { IconButton } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  decorators: [withThemeProvider],
  parameters: { layout: 'centered' },
  args: {
    content: 'Reload the list',
    children: <IconButton icon="refresh" aria-label="Refresh" variant="secondary" />,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Reload the list');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'checkout-api-production-eu-west-1: a very long explanation that wraps across several lines inside the tooltip bubble',
  },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(/wraps across/);
  },
};

export const OnText: Story = {
  args: {
    content: '2025-01-06 10:30:01.999',
    children: (
      <Focusable>
        <span tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
          5m
        </span>
      </Focusable>
    ),
  },
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('2025-01-06');
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};
