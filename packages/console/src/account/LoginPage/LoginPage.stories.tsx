import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@mission-control/api';
import { aal2Flow, loginFlow, loginFlowWithErrors } from '../__fixtures__/flows';
import { answeredWith, expiredFlow, withIdentity } from '../__fixtures__/stories';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Console/Account/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const freshSubmit = fn(async () => ({ session: { id: 's-1' } }));

export const Fresh: Story = {
  decorators: [withIdentity({ createFlow: async () => loginFlow(), submitFlow: freshSubmit }, '/login')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/recovery');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'a long passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(freshSubmit).toHaveBeenCalledWith('login', 'login-1', {
        csrf_token: 'csrf-1',
        identifier: 'ada@example.com',
        password: 'a long passphrase',
        method: 'password',
      }),
    );
  },
};

export const FieldErrors: Story = {
  decorators: [
    withIdentity({ createFlow: async () => loginFlow(), submitFlow: answeredWith(loginFlowWithErrors()) }, '/login'),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-Mail' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/The provided credentials are invalid/);
    await expect(canvas.getByText('Property password is missing.')).toBeVisible();
    await expect(canvas.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Expired: Story = {
  decorators: [
    withIdentity({ getFlow: expiredFlow, createFlow: async () => loginFlow('login-2') }, '/login?flow=login-1'),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your interaction expired, please fill out the form again.')).toBeVisible();
    // A fresh flow replaces the expired one, ready to fill in.
    await expect(await canvas.findByRole('textbox', { name: 'E-Mail' })).toBeEnabled();
  },
};

const aal2Submit = fn(async () => ({ session: { id: 's-1' } }));

export const Aal2: Story = {
  decorators: [withIdentity({ createFlow: async () => aal2Flow(), submitFlow: aal2Submit }, '/login?aal=aal2')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    // Signing in is half done: no password field and no reset link here.
    await expect(canvas.queryByRole('link', { name: 'Reset password' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Use Authenticator' }));
    await waitFor(() =>
      expect(aal2Submit).toHaveBeenCalledWith(
        'login',
        'login-aal2',
        expect.objectContaining({ method: 'totp', totp_code: '123456' }),
      ),
    );
  },
};

export const Aal2WrongCode: Story = {
  decorators: [
    withIdentity(
      {
        createFlow: async () => aal2Flow(),
        submitFlow: () => {
          const answered = aal2Flow();
          answered.ui.nodes[3]!.messages = [
            { id: 4000012, text: 'This backup recovery code has already been used.', type: 'error' },
          ];
          return answeredWith(answered)();
        },
      },
      '/login?aal=aal2',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Backup recovery code' }), 'abcd1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Use backup recovery code' }));
    await expect(await canvas.findByText('This backup recovery code has already been used.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  },
};

export const ConfirmAction: Story = {
  decorators: [withIdentity({ createFlow: async () => loginFlow() }, '/login?refresh=true')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Confirm Action' })).toBeVisible();
  },
};

export const ReturnToForbidden: Story = {
  decorators: [
    withIdentity(
      {
        createFlow: () =>
          Promise.reject(
            new ApiError('validation', 'forbidden', {
              status: 400,
              body: { error: { id: 'self_service_flow_return_to_forbidden', code: 400 } },
            }),
          ),
      },
      '/login?return_to=https%3A%2F%2Fevil.example.com',
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The return_to address is not allowed.',
    );
  },
};
