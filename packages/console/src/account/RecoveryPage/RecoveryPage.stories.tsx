import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { codeSentFlow, recoveryFlow, verificationFlow } from '../__fixtures__/flows';
import { answeredWith, expiredFlow, withIdentity } from '../__fixtures__/stories';
import { RecoveryPage } from './RecoveryPage';
import { VerificationPage } from '../VerificationPage/VerificationPage';

const meta = {
  title: 'Console/Account/Recovery and verification',
  component: RecoveryPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecoveryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendCode = fn(async () => codeSentFlow('recovery'));

export const RecoveryFresh: Story = {
  decorators: [withIdentity({ createFlow: async () => recoveryFlow(), submitFlow: sendCode }, '/recovery')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recover account' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(sendCode).toHaveBeenCalledWith('recovery', 'rec-1', {
        csrf_token: 'csrf-1',
        email: 'ada@example.com',
        method: 'code',
      }),
    );
    // The answer is the code step: the sent message and a field for the code.
    await expect(await canvas.findByRole('status')).toHaveTextContent(/An email containing a recovery code/);
    await expect(canvas.getByRole('textbox', { name: 'Recovery code' })).toBeVisible();
  },
};

const redeem = fn(async () => ({}));

export const RecoveryCodeSent: Story = {
  decorators: [
    withIdentity({ getFlow: async () => codeSentFlow('recovery'), submitFlow: redeem }, '/recovery?flow=rec-1'),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/An email containing a recovery code/);
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recovery code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(redeem).toHaveBeenCalledWith('recovery', 'rec-1', {
        csrf_token: 'csrf-1',
        code: '123456',
        method: 'code',
      }),
    );
  },
};

export const RecoveryWrongCode: Story = {
  decorators: [
    withIdentity(
      {
        getFlow: async () => codeSentFlow('recovery'),
        submitFlow: answeredWith(codeSentFlow('recovery', { invalid: true })),
      },
      '/recovery?flow=rec-1',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Recovery code' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByText('The recovery code is invalid or has already been used. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Recovery code' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RecoveryExpired: Story = {
  decorators: [
    withIdentity({ getFlow: expiredFlow, createFlow: async () => recoveryFlow('rec-2') }, '/recovery?flow=rec-1'),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your interaction expired, please fill out the form again.')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toBeEnabled();
  },
};

export const VerificationFresh: Story = {
  decorators: [withIdentity({ createFlow: async () => verificationFlow() }, '/verification')],
  render: () => <VerificationPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verify your account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/');
  },
};

export const VerificationCodeSent: Story = {
  decorators: [
    withIdentity(
      {
        getFlow: async () => codeSentFlow('verification'),
        submitFlow: async () => {
          const done = verificationFlow();
          done.ui.nodes = done.ui.nodes.slice(0, 1);
          done.ui.messages = [{ id: 1080002, text: 'You successfully verified your email address.', type: 'success' }];
          return done;
        },
      },
      '/verification?flow=ver-1',
    ),
  ],
  render: () => <VerificationPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/An email containing a verification code/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('You successfully verified your email address.')).toBeVisible();
  },
};
