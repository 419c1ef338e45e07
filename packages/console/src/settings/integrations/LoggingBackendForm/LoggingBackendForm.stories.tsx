import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoggingBackendForm } from './LoggingBackendForm';
import { noop, withDb } from '../__fixtures__/storyFixtures';

const meta = {
  title: 'Console/Settings/Integrations/LoggingBackendForm',
  component: LoggingBackendForm,
  args: { onDone: noop, onCancel: noop, onBack: noop },
} satisfies Meta<typeof LoggingBackendForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  decorators: [withDb()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Add' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  decorators: [withDb()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Spec' }), 'loki: [[');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Spec' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerError: Story = {
  decorators: [withDb({ fail: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'loki');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('duplicate key value');
  },
};

export const ManagedBySource: Story = {
  args: { id: 'l1' },
  decorators: [withDb({ rows: [{ id: 'l1', name: 'loki', source: 'KubernetesCRD', spec: {} }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/managed by KubernetesCRD/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).toBeNull();
  },
};
