import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '@mission-control/ui';
import { createMemoryStorage } from '../provider/storage';
import { TestConsoleProvider, type TestConsoleProviderProps } from '../testing/TestConsoleProvider';
import { AppShell, SIDEBAR_COLLAPSED_KEY } from './AppShell';
import { NARROW_WIDTH_PX } from './Sidebar/Sidebar';
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
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    // Collapsed entries keep their accessible names (the icons stand alone).
    await expect(within(nav).getByRole('link', { name: 'Health' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Expand sidebar' }));
    await expect(within(nav).getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [withProvider()],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(NARROW_WIDTH_PX);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    // Below 1024 px a click outside the open sidebar folds it away.
    await userEvent.click(canvas.getByText('Whatever the page shows.'));
    await expect(await within(nav).findByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

export const Dark: Story = {
  decorators: [withProvider({ theme: 'dark' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-mc-root]')).toHaveAttribute('data-theme', 'dark');
    const [red = 255, green = 255, blue = 255] = (
      getComputedStyle(canvas.getByRole('main').parentElement!.parentElement!).backgroundColor.match(/\d+/g) ?? []
    ).map(Number);
    await expect(Math.max(red, green, blue)).toBeLessThan(100);
    await userEvent.click(canvas.getByRole('button', { name: /User menu/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Your Profile' })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    // Closed again, so axe checks the settled page rather than a popover in mid-animation.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const Viewer: Story = {
  decorators: [withProvider({ user: { id: 'v', name: 'Vic Viewer', roles: ['viewer'] } })],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Health' })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: 'Settings' })).toBeNull();
  },
};

const refresh = fn();

export const Refreshing: Story = {
  decorators: [withProvider()],
  args: { isRefreshing: true, onRefresh: refresh },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await expect(button).toBeDisabled();
    await expect(button.closest('[data-spinning]')).not.toBeNull();
    await userEvent.click(button);
    await expect(refresh).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  decorators: [withProvider()],
  render: () => <SkeletonPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvas.getByText('Loading').closest('[aria-busy="true"]')).not.toBeNull();
  },
};
