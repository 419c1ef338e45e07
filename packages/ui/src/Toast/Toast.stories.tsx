import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { ToastProvider, useToast, type ToastProviderProps } from './Toast';

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => toast.success('Access Scope created')}>Show success</Button>
      <Button onPress={() => toast.error('An error occurred')}>Show error</Button>
      <Button
        onPress={() => {
          const id = toast.loading('Saving the check…');
          setTimeout(() => toast.update(id, { type: 'success', message: 'Check saved' }), 1500);
        }}
      >
        Show loading
      </Button>
      <Button
        onPress={() =>
          toast.success('Linked to incident successfully', {
            placement: 'top-right',
            action: { label: 'View incident', href: '#/incidents/42' },
          })
        }
      >
        Link incident
      </Button>
      <Button
        onPress={() =>
          toast.error(
            'The status history could not be loaded because the upstream agent in namespace monitoring-production-eu-west-1 timed out after 30 seconds.',
            { title: 'Status history' },
          )
        }
      >
        Show long error
      </Button>
    </div>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastProvider,
  decorators: [withThemeProvider],
  args: { children: null },
  render: (args: ToastProviderProps) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

async function press(canvasElement: HTMLElement, name: string) {
  within(canvasElement).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Show success');
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Access Scope created');
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument());
  },
};

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Show error');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred');
  },
};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Show loading');
    const status = await within(canvasElement).findByRole('status');
    await expect(within(status).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(status).toHaveTextContent('Check saved'), { timeout: 3000 });
  },
};

export const TopRightWithAction: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Link incident');
    await expect(await within(canvasElement).findByRole('link', { name: 'View incident' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'data-placement',
      'top-right',
    );
  },
};

export const LongContent: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Show long error');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Status history');
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Show success');
    await press(canvasElement, 'Show error');
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
