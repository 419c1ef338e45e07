import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { cssVar } from '@mission-control/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMemoryRouterAdapter } from '../provider/router';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { HostedGate, OrgsSwitchedPage } from './HostedGate';
import type { Organization, OrganizationAdapter } from './organizations';

const acme: Organization = { id: 'o1', name: 'Acme Corp', metadata: { backend_url: '/api', direct: true } };
const beta: Organization = { id: 'o2', name: 'Beta Labs', metadata: { backend_url: '/api', direct: true } };
const provisioning: Organization = { id: 'o3', name: 'Gamma', metadata: { provisioning: true } };

function adapter(organizations: Organization[], selected: string | null = null): OrganizationAdapter {
  let current = selected;
  return {
    list: async () => organizations,
    selected: () => current,
    select: fn(async (id: string) => {
      current = id;
    }),
    create: fn(async (name: string) => ({ id: `new-${name}`, name })),
    getToken: () => 'story-token',
  };
}

function withProvider(theme: 'light' | 'dark' = 'light') {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider theme={theme} router={createMemoryRouterAdapter('/')}>
      {/* The provider paints no background: the story paints the theme's own so axe checks real contrast. */}
      <div style={{ background: cssVar('color.background'), color: cssVar('color.text'), padding: cssVar('space.4') }}>
        <Story />
      </div>
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Hosted/HostedGate',
  component: HostedGate,
  args: { adapter: adapter([acme, beta]), children: <p>The console of the selected organization</p> },
} satisfies Meta<typeof HostedGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No organization selected: the picker. */
export const Picker: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Choose an organization' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Acme Corp' }));
    await expect(await canvas.findByText('The console of the selected organization')).toBeVisible();
  },
};

export const PickerDark: Story = {
  decorators: [withProvider('dark')],
  // Its own adapter: the Picker story's play function leaves Acme selected in the shared one.
  args: { adapter: adapter([acme, beta]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Beta Labs' })).toBeVisible();
  },
};

/** A person in no organization yet: only the form to create one. */
export const NoOrganizations: Story = {
  decorators: [withProvider()],
  args: { adapter: adapter([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You do not belong to an organization yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create organization' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'New organization name' }), 'Delta');
    await expect(canvas.getByRole('button', { name: 'Create organization' })).toBeEnabled();
  },
};

/** The selected organization's instance is still being set up: the waiting screen. */
export const ProvisioningWait: Story = {
  decorators: [withProvider()],
  args: { adapter: adapter([acme, provisioning], provisioning.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your instance is being provisioned')).toBeVisible();
    await expect(canvas.queryByText('The console of the selected organization')).toBeNull();
  },
};

/** `/organizations/orgs-switched`, the landing page after a selection. */
export const OrgsSwitched: StoryObj<typeof OrgsSwitchedPage> = {
  decorators: [withProvider()],
  render: () => <OrgsSwitchedPage organization={acme} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Switched to Acme Corp')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the console' })).toBeVisible();
  },
};
