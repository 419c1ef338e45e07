import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleMode } from '../../provider/ConsoleProvider';
import type { ConsoleUser } from '../../provider/access';
import { TestConsoleProvider, type PartialClient } from '../../testing/TestConsoleProvider';
import { diagnosticsParams, playbooksFixture } from '../__fixtures__/playbooks';
import { PlaybooksMenu } from './PlaybooksMenu';

const viewer: ConsoleUser = { id: 'u-view', name: 'Vic Viewer', email: 'vic@example.com', roles: ['viewer'] };

function client(list: () => Promise<unknown> = async () => playbooksFixture): PartialClient {
  return {
    playbook: {
      list: fn(list) as never,
      params: (async (id: string) => ({ params: id === 'pb-diagnostics' ? diagnosticsParams : [] })) as never,
      run: fn(async () => ({ run_id: 'run-42' })) as never,
    },
  };
}

function withProvider(partial: PartialClient, options: { mode?: ConsoleMode; user?: ConsoleUser | null } = {}) {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider
      client={partial}
      mode={options.mode}
      {...(options.user !== undefined ? { user: options.user } : {})}
    >
      <p>Check detail footer</p>
      <Story />
    </TestConsoleProvider>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Console/Playbooks/PlaybooksMenu',
  component: PlaybooksMenu,
  args: { checkId: 'a2' },
} satisfies Meta<typeof PlaybooksMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The playbooks that apply to the check; choosing one opens the run dialog. */
export const Default: Story = {
  decorators: [withProvider(client())],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Playbooks' }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Collect diagnostics' }));
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'Collect diagnostics' })).toBeVisible();
    await expect(await within(dialog).findByRole('textbox', { name: /Note/ })).toHaveValue(
      'Investigating api/payments',
    );
  },
};

/** No playbook applies to the check: the control is not rendered at all. */
export const Empty: Story = {
  decorators: [withProvider(client(async () => []))],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByText('Check detail footer');
    await waitFor(() => expect(page.queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument());
  },
};

/** A viewer has no write access to playbook_runs: nothing is rendered and nothing is fetched. */
export const NoPermission: Story = {
  decorators: [withProvider(client(), { user: viewer })],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByText('Check detail footer');
    await expect(page.queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
  },
};

/** Demo and embedded modes hide the control (operations §2.2). */
export const RestrictedMode: Story = {
  decorators: [withProvider(client(), { mode: 'demo', user: null })],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByText('Check detail footer');
    await expect(page.queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
  },
};

/** Keyboard only: open with Enter, move with the arrows, choose with Enter. */
export const Keyboard: Story = {
  decorators: [withProvider(client())],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const trigger = await page.findByRole('button', { name: 'Playbooks' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'ping-reference-server' })).toBeVisible();
    await expect(await within(dialog).findByText('No parameters for this playbook')).toBeVisible();
  },
};
