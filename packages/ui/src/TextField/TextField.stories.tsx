import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  decorators: [withThemeProvider],
  args: { label: 'Name', placeholder: 'http-check', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('api-health');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toHaveValue('api-health');
    await expect(args.onChange).toHaveBeenLastCalledWith('api-health');
  },
};

export const WithDescription: Story = { args: { description: 'Unique within the namespace' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'api-health' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This field is required', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      'This field is required',
    );
  },
};

export const LongContent: Story = {
  args: {
    label: 'Endpoint URL used by every agent in the production namespaces',
    defaultValue: 'https://status.example.com/api/v1/health/checks/very/long/path?with=query&and=more&parameters=1',
  },
};

export const Narrow: Story = { parameters: narrowParameters, args: LongContent.args };

export const Dark: Story = {
  parameters: darkParameters,
  args: { isInvalid: true, errorMessage: 'This field is required' },
};
