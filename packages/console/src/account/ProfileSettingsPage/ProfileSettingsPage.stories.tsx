import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { settingsFlow, settingsFlowTotpLinked, settingsFlowWithErrors } from '../__fixtures__/flows';
import { answeredWith, expiredFlow, withIdentity } from '../__fixtures__/stories';
import { ProfileSettingsPage, SETTINGS_SECTIONS } from './ProfileSettingsPage';

const meta = {
  title: 'Console/Account/Profile settings',
  component: ProfileSettingsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSections: Story = {
  decorators: [
    withIdentity({ createFlow: async () => settingsFlow('settings-1', { withOidc: true }) }, '/profile-settings'),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(SETTINGS_SECTIONS.map((section) => section.title));
    await expect(canvas.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/');
  },
};

export const WithoutSocialSignIn: Story = {
  decorators: [withIdentity({ createFlow: async () => settingsFlow() }, '/profile-settings')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Profile Settings' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Manage Social Sign In' })).toBeNull();
    const backup = canvas.getByRole('region', { name: 'Manage 2FA Backup Recovery Codes' });
    const codes = within(backup).getByRole('list', {
      name: 'These are your back up recovery codes. Please keep them in a safe place!',
    });
    await expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcd1234', 'efgh5678']);
  },
};

const linkTotp = fn(async () => settingsFlowTotpLinked());

export const TotpAuthenticator: Story = {
  decorators: [withIdentity({ createFlow: async () => settingsFlow(), submitFlow: linkTotp }, '/profile-settings')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totp = await canvas.findByRole('region', { name: 'Manage 2FA TOTP Authenticator App' });
    // The QR code is drawn here from the otpauth address (no request leaves the browser), the secret beside it.
    await waitFor(() =>
      expect(within(totp).getByRole('img', { name: 'Authenticator app QR code' }).getAttribute('src') ?? '').toMatch(
        /^data:image\/svg\+xml/,
      ),
    );
    await expect(within(totp).getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(within(totp).getByRole('textbox', { name: 'Verify code' }), '123456');
    await userEvent.click(within(totp).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(linkTotp).toHaveBeenCalledWith('settings', 'settings-1', {
        csrf_token: 'csrf-1',
        totp_code: '123456',
        method: 'totp',
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your changes have been saved!');
    const linked = canvas.getByRole('region', { name: 'Manage 2FA TOTP Authenticator App' });
    await expect(within(linked).getByRole('button', { name: 'Unlink TOTP Authenticator App' })).toBeVisible();
    await expect(within(linked).queryByRole('img')).toBeNull();
  },
};

export const FieldErrors: Story = {
  decorators: [
    withIdentity(
      { createFlow: async () => settingsFlow(), submitFlow: answeredWith(settingsFlowWithErrors()) },
      '/profile-settings',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByRole('region', { name: 'Change Password' });
    await userEvent.type(within(password).getByLabelText('Password', { exact: true }), 'password123');
    await userEvent.click(within(password).getByRole('button', { name: 'Save' }));
    await expect(await within(password).findByText(/found in data breaches/)).toBeVisible();
  },
};

export const Expired: Story = {
  decorators: [
    withIdentity(
      { getFlow: expiredFlow, createFlow: async () => settingsFlow('settings-2') },
      '/profile-settings?flow=settings-1',
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your interaction expired, please fill out the form again.')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Change Password' })).toBeVisible();
  },
};
