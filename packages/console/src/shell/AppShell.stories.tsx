import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyState } from '@mission-control/ui';
import { createMemoryStorage } from '../provider/storage';
import { TestConsoleProvider, type TestConsoleProviderProps } from '../testing/TestConsoleProvider';
import { AppShell, SIDEBAR_COLLAPSED_KEY } from './AppShell';
import { SkeletonPage } from './UserGate';

const versionClient = { version: { get: async () => ({ appVersion: 'v0.9.1' }) } };

function withProvider(props: Partial<TestConsoleProviderProps> = {}, collapsed = false) {
  return (Story: () => ReactElement) => {
    const storage = createMemoryStorage();
    if (collapsed) storage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    return (
      <TestConsoleProvider client={versionClient} storage={storage} initialLocation="/health" {...props}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Shell/AppShell',
  component: AppShell,
  args: {
    title: 'Health',
    currentPath: '/health',
    onRefresh: () => undefined,
    children: <EmptyState title="Page content" description="Whatever the page shows." />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Health' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Settings' }));
    await expect(within(nav).getByRole('list', { name: 'Settings' })).toBeVisible();
  },
};

export const Collapsed: Story = {
  decorators: [withProvider({}, true)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [withProvider()],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const Dark: Story = {
  decorators: [withProvider({ theme: 'dark' })],
};

export const Viewer: Story = {
  decorators: [withProvider({ user: { id: 'v', name: 'Vic Viewer', roles: ['viewer'] } })],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).queryByRole('button', { name: 'Settings' })).toBeNull();
  },
};

export const Refreshing: Story = {
  decorators: [withProvider()],
  args: { isRefreshing: true },
};

export const Loading: Story = {
  decorators: [withProvider()],
  render: () => <SkeletonPage />,
};
