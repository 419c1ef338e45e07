import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, within } from 'storybook/test';
import { ApiError } from '@mission-control/api';
import { TestConsoleProvider, type PartialClient } from '../testing/TestConsoleProvider';
import {
  aal2Flow,
  loginFlow,
  loginFlowWithErrors,
  recoveryFlow,
  registrationFlow,
  settingsFlow,
} from './__fixtures__/flows';
import { LoginPage } from './LoginPage';
import { ProfileSettingsPage } from './ProfileSettingsPage';
import { RecoveryPage } from './RecoveryPage';
import { RegistrationPage } from './RegistrationPage';

function withProvider(identity: PartialClient['identity'], location = '/login') {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider client={{ identity }} user={null} initialLocation={location}>
      <Story />
    </TestConsoleProvider>
  );
}

const expired = () =>
  Promise.reject(
    new ApiError('http', 'expired', {
      status: 410,
      body: { error: { id: 'self_service_flow_expired', code: 410 } },
    }),
  );

const meta = {
  title: 'Console/Account/Pages',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginFresh: Story = {
  decorators: [withProvider({ createFlow: async () => loginFlow() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  },
};

export const LoginFieldErrors: Story = {
  decorators: [withProvider({ getFlow: async () => loginFlowWithErrors() }, '/login?flow=login-1')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const LoginExpired: Story = {
  decorators: [withProvider({ getFlow: expired, createFlow: async () => loginFlow('login-2') }, '/login?flow=login-1')],
};

export const LoginAal2: Story = {
  decorators: [withProvider({ createFlow: async () => aal2Flow() }, '/login?aal=aal2')],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Two-Factor Authentication' }),
    ).toBeVisible();
  },
};

export const ConfirmAction: Story = {
  decorators: [withProvider({ createFlow: async () => loginFlow() }, '/login?refresh=true')],
};

export const Registration: Story = {
  decorators: [withProvider({ createFlow: async () => registrationFlow() }, '/registration')],
  render: () => <RegistrationPage />,
};

export const RegistrationDisabled: Story = {
  decorators: [
    withProvider(
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
  render: () => <RegistrationPage />,
};

export const Recovery: Story = {
  decorators: [withProvider({ createFlow: async () => recoveryFlow() }, '/recovery')],
  render: () => <RecoveryPage />,
};

export const ProfileSettings: Story = {
  decorators: [
    withProvider({ createFlow: async () => settingsFlow('settings-1', { withOidc: true }) }, '/profile-settings'),
  ],
  render: () => <ProfileSettingsPage />,
};
