import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { cssVar } from '@mission-control/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConsoleMode } from '../../provider/ConsoleProvider';
import type { ConsoleUser, FeatureProperties } from '../../provider/access';
import { TestConsoleProvider, testAdmin } from '../../testing/TestConsoleProvider';
import { evidenceCheck, fakeIncidentsDb } from '../__fixtures__/incidents';
import { AttachAsEvidenceButton } from './AttachAsEvidenceButton';

function withProvider(
  options: { mode?: ConsoleMode; user?: ConsoleUser; features?: FeatureProperties; theme?: 'light' | 'dark' } = {},
) {
  return (Story: () => ReactElement) => {
    const db = fakeIncidentsDb();
    return (
      <TestConsoleProvider
        mode={options.mode}
        user={options.user ?? testAdmin}
        features={options.features}
        theme={options.theme}
        client={{ db: { list: db.list as never, insert: db.insert as never } }}
      >
        {/* The provider paints no background: the story paints the theme's own so axe checks real contrast. */}
        <div style={{ background: cssVar('color.background'), padding: cssVar('space.4') }}>
          <p style={{ color: cssVar('color.text') }}>Check api/payments</p>
          <Story />
        </div>
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Incidents/AttachAsEvidenceButton',
  component: AttachAsEvidenceButton,
  args: { check: evidenceCheck, type: 'check', onLinked: fn() },
} satisfies Meta<typeof AttachAsEvidenceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Attach as Evidence' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Link to Incident' })).toBeVisible();
  },
};

export const Responder: Story = {
  decorators: [withProvider({ user: { ...testAdmin, roles: ['responder'] } })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Attach as Evidence' })).toBeVisible();
  },
};

export const HiddenForViewer: Story = {
  decorators: [withProvider({ user: { ...testAdmin, roles: ['viewer'] } })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Attach as Evidence' })).toBeNull();
  },
};

export const HiddenWhenFeatureOff: Story = {
  decorators: [withProvider({ features: { 'incidents.disable': 'true' } })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Attach as Evidence' })).toBeNull();
  },
};

export const HiddenInDemoMode: Story = {
  decorators: [withProvider({ mode: 'demo' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Attach as Evidence' })).toBeNull();
  },
};

export const Dark: Story = {
  decorators: [withProvider({ theme: 'dark' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Attach as Evidence' })).toBeVisible();
  },
};
