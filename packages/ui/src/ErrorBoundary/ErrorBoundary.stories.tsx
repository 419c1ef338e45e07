import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorView } from './ErrorView';

const sampleError = new Error('Request failed with status 502', { cause: { status: 502, url: '/api/canary' } });

const meta = {
  title: 'Display/ErrorView',
  component: ErrorView,
  decorators: [withThemeProvider],
  args: { error: sampleError, onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByText('Details'));
    await expect(canvas.getByLabelText('Cause')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const HiddenDetails: Story = {
  args: { hideDetails: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Details')).toBeNull();
  },
};

function Bomb({ armed }: { armed: boolean }): never | null {
  if (armed) throw new Error('The widget crashed while rendering');
  return null;
}

function BoundaryDemo() {
  return (
    <ErrorBoundary onBack={() => undefined}>
      <Bomb armed />
      <p>The widget rendered.</p>
    </ErrorBoundary>
  );
}

export const InBoundary: Story = {
  render: () => <BoundaryDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert', { name: 'Sorry.. there was an error' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: narrowParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Go back' })).toBeVisible();
  },
};
