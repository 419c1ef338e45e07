import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Select } from './Select';

const zones = [
  { id: 'browser', label: 'Browser' },
  { id: 'UTC', label: 'UTC', description: '+00:00' },
  { id: 'Europe/Berlin', label: 'Europe/Berlin', description: '+01:00' },
  { id: 'Asia/Kolkata', label: 'Asia/Kolkata', description: '+05:30' },
];

const meta = {
  title: 'Controls/Select',
  component: Select,
  decorators: [withThemeProvider],
  args: { label: 'Display timezone', options: zones, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const TimezoneIgnoresClear: Story = {
  args: { defaultValue: 'UTC', isClearable: true, ignoreClearedValue: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.getByRole('button', { name: /Display timezone/ })).toHaveTextContent('UTC');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'UTC' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Display timezone/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This field is required', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This field is required')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    options: Array.from({ length: 60 }, (_, i) => ({
      id: `zone-${i}`,
      label: `America/Argentina/ComodRivadavia-with-a-very-long-name-${i}`,
      description: `-03:00`,
    })),
    defaultValue: 'zone-3',
  },
};

export const Narrow: Story = { parameters: narrowParameters, args: LongContent.args };

export const Dark: Story = {
  parameters: darkParameters,
  args: { defaultValue: 'UTC', description: 'Dates are shown in this zone' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Display timezone/ }));
    await expect(await within(canvasElement).findByRole('listbox')).toBeVisible();
  },
};
