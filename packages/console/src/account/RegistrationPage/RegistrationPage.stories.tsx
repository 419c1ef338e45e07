import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@mission-control/api';
import { registrationFlow, registrationFlowWithErrors } from '../__fixtures__/flows';
import { answeredWith, expiredFlow, withIdentity } from '../__fixtures__/stories';
import { RegistrationPage } from './RegistrationPage';

const meta = {
  title: 'Console/Account/Registration',
  component: RegistrationPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signUp = fn(async () => ({ session: { id: 's-1' } }));

export const Fresh: Story = {
  decorators: [withIdentity({ createFlow: async () => registrationFlow(), submitFlow: signUp }, '/registration')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail' }), 'new@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'a long passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(signUp).toHaveBeenCalledWith(
        'registration',
        'reg-1',
        expect.objectContaining({ 'traits.email': 'new@example.com', method: 'password' }),
      ),
    );
  },
};

export const FieldErrors: Story = {
  decorators: [
    withIdentity(
      { createFlow: async () => registrationFlow(), submitFlow: answeredWith(registrationFlowWithErrors()) },
      '/registration',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-Mail' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText(/An account with the same identifier/)).toBeVisible();
    await expect(canvas.getByText(/password length must be at least 8 characters/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Expired: Story = {
  decorators: [
    withIdentity(
      { getFlow: expiredFlow, createFlow: async () => registrationFlow('reg-2') },
      '/registration?flow=reg-1',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your interaction expired, please fill out the form again.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Sign up' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  decorators: [
    withIdentity(
      {
        createFlow: () =>
          Promise.reject(
            new ApiError('forbidden', 'Registration is disabled', {
              status: 403,
              body: { error: { code: 403, reason: 'Registration is disabled' } },
            }),
          ),
      },
      '/registration',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Registration is disabled');
    await expect(canvas.queryByRole('button', { name: 'Sign up' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};
