import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Combobox, type ComboboxOption } from './Combobox';

// A stand-in for the resource search endpoint: 500 resources, answered after 150 ms.
const resources: ComboboxOption[] = Array.from({ length: 500 }, (_, i) => ({
  id: `res-${i}`,
  label: `${['http', 'tcp', 'dns', 'icmp'][i % 4]}-check-${i}`,
  description: `namespace-${i % 7}`,
}));

function searchResources(query: string, signal: AbortSignal): Promise<ComboboxOption[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(resources.filter((r) => r.label.includes(query.toLowerCase()))), 150);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

const meta = {
  title: 'Controls/Combobox',
  component: Combobox,
  decorators: [withThemeProvider],
  args: { label: 'Resource', loadOptions: searchResources, onChange: fn() },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Resource' }));
    await expect(await canvas.findByText('Start typing to search')).toBeVisible();
    await userEvent.keyboard('dns-check-498');
    await canvas.findByRole('option', { name: /^dns-check-498/ }, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const NoOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Resource' }));
    await userEvent.keyboard('nothing-matches');
    await expect(await canvas.findByText('No options found', {}, { timeout: 3000 })).toBeVisible();
  },
};

export const LongList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Resource' }));
    await userEvent.keyboard('check');
    await canvas.findAllByRole('option', {}, { timeout: 3000 });
    // 500 matches, but only the first page is in the DOM until the list scrolls.
    await expect(canvas.getAllByRole('option').length).toBeLessThanOrEqual(40);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Resource' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This field is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Resource' })).toHaveAccessibleDescription(
      'This field is required',
    );
  },
};

export const Narrow: Story = { parameters: narrowParameters };

export const Dark: Story = { parameters: darkParameters, play: NoOptions.play };
