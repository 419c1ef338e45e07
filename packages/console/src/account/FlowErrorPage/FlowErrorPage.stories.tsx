import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withIdentity } from '../__fixtures__/stories';
import { FlowErrorPage } from './FlowErrorPage';

const meta = {
  title: 'Console/Account/Errors',
  component: FlowErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FlowErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FlowError: Story = {
  decorators: [
    withIdentity(
      {
        flowError: async () => ({
          id: 'err-1',
          error: { code: 500, status: 'Internal Server Error', reason: 'The identity store could not be reached.' },
        }),
      },
      '/error?id=err-1',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The identity store could not be reached.');
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeEnabled();
  },
};

export const BadSession: Story = {
  decorators: [withIdentity({}, '/error?error_code=BAD_SESSION')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
    );
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeEnabled();
  },
};

export const UnknownError: Story = {
  decorators: [withIdentity({}, '/error?error_code=SOMETHING_ELSE')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unknown error');
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeEnabled();
  },
};
