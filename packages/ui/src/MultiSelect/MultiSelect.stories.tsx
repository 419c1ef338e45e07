import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { MultiSelect } from './MultiSelect';

const codes = ['200', '201', '204', '301', '302', '400', '401', '403', '404', '500', '502', '503'].map((code) => ({
  id: code,
  label: code,
}));

const meta = {
  title: 'Controls/MultiSelect',
  component: MultiSelect,
  decorators: [withThemeProvider],
  args: { label: 'Response codes', options: codes, onChange: fn() },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: 'Response codes' });
    // One match, so the arrow lands on it whether or not the first match is pre-focused.
    await userEvent.keyboard('404');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['404']);
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(await canvas.findByRole('button', { name: /Response codes/ })).toHaveTextContent('404');
  },
};

export const Condensed: Story = {
  args: { defaultValue: ['200', '201', '204', '404'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Response codes/ })).toHaveTextContent('4 selected');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['200'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Response codes/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'At least one resource type is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Response codes/ })).toHaveAccessibleDescription(
      'At least one resource type is required',
    );
  },
};

export const LongContent: Story = {
  args: {
    label: 'Namespaces',
    options: Array.from({ length: 80 }, (_, i) => ({ id: `ns-${i}`, label: `monitoring-production-eu-west-${i}` })),
    defaultValue: ['ns-1', 'ns-2'],
  },
};

export const Narrow: Story = { parameters: narrowParameters, args: LongContent.args };

export const Dark: Story = {
  parameters: darkParameters,
  args: { defaultValue: ['500'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Response codes/ }));
    await expect(await within(canvasElement).findByRole('listbox')).toBeVisible();
  },
};
