import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddIntegrationDialog } from './AddIntegrationDialog';
import { noop, withDb } from '../__fixtures__/storyFixtures';

const meta = {
  title: 'Console/Settings/Integrations/AddIntegrationDialog',
  component: AddIntegrationDialog,
  args: { isOpen: true, onOpenChange: noop },
  decorators: [withDb()],
} satisfies Meta<typeof AddIntegrationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tiles: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add Integration' });
    await expect(within(dialog).getByRole('button', { name: 'Log Backends' })).toBeVisible();
  },
};

export const FluxWithAWrongValue: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Flux' }));
    const dialog = await body.findByRole('dialog', { name: 'Add Integration Flux' });
    const values = within(dialog).getByRole('textbox', { name: 'Values' });
    await userEvent.clear(values);
    await userEvent.type(values, 'topologyName: Flux Topology');
    await expect(
      await within(dialog).findByText('values.topologyName must be a lowercase DNS-1123 name'),
    ).toBeVisible();
  },
};

export const CustomTopologyForm: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Custom Topology' }));
    const dialog = await body.findByRole('dialog', { name: 'Add Integration Custom Topology' });
    await expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
