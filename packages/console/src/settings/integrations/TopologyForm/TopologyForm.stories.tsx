import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { noop, withDb } from '../__fixtures__/storyFixtures';
import { TopologyForm } from './TopologyForm';

const meta = {
  title: 'Console/Settings/Integrations/TopologyForm',
  component: TopologyForm,
  args: { onDone: noop, onCancel: noop, onBack: noop },
} satisfies Meta<typeof TopologyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  decorators: [withDb()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Namespace' })).toHaveValue('default');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  decorators: [withDb()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'x');
    await userEvent.clear(name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Labels' }), '- not a map');
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(await canvas.findByText('Labels must be a map of key: value')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  decorators: [withDb({ fail: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'shop');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('duplicate key value violates unique constraint');
  },
};

export const Edit: Story = {
  args: { id: 't1' },
  decorators: [
    withDb({
      rows: [{ id: 't1', name: 'shop', namespace: 'prod', labels: { team: 'web' }, spec: { schedule: '@every 5m' } }],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('shop');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};
