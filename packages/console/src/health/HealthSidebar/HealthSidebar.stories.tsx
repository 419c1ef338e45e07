import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { manyChecks } from '../../__fixtures__/checks';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { labelOptions } from '../model/checks';
import { parseLabels, type LabelFilters } from '../model/urlState';
import { HealthSidebar, type HealthSidebarProps } from './HealthSidebar';

const options = [
  ...labelOptions(manyChecks(60)),
  {
    key: 'app.kubernetes.io/part-of',
    values: ['checkout', 'catalog', 'search', 'billing', 'auth'],
    booleanLike: false,
  },
];

/** The sidebar with its own state, as the dashboard keeps it in the URL. */
function Stateful({ labels: initial, hidePassing: initialHide }: Pick<HealthSidebarProps, 'labels' | 'hidePassing'>) {
  const [labels, setLabels] = useState<LabelFilters>(initial);
  const [hidePassing, setHidePassing] = useState(initialHide);
  return (
    <HealthSidebar
      hidePassing={hidePassing}
      onHidePassingChange={setHidePassing}
      labels={labels}
      options={options}
      onLabelsChange={setLabels}
    />
  );
}

function withProvider(theme?: 'light' | 'dark', width?: number) {
  return (Story: () => React.ReactElement) => (
    <TestConsoleProvider theme={theme}>
      <div style={{ containerType: 'inline-size', width }}>
        <Story />
      </div>
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Health/HealthSidebar',
  component: Stateful,
  args: { labels: new Map(), hidePassing: true },
  decorators: [withProvider()],
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hide Passing on; team as a multi-select, critical as a tri-state toggle. Keyboard picks a value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Hide Passing' })).toBeChecked();
    const team = canvas.getByRole('button', { name: 'team All' });
    team.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'team' });
    // Typing filters the list to one match, so the arrow lands on it whether or not it is pre-focused.
    await userEvent.keyboard('not iden');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(within(dialog).getByRole('option', { name: 'not identity' })).toHaveAttribute('aria-selected', 'true');
    // The first Escape leaves the list's virtual focus (react-aria), the second closes.
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(await canvas.findByRole('button', { name: 'team not identity' })).toBeVisible();
  },
};

/** Four values chosen (three included, one excluded): the trigger condenses to a count. */
export const ManySelected: Story = {
  args: {
    labels: parseLabels(
      JSON.stringify({
        'team=data': 1,
        'team=edge': 1,
        'team=search': 1,
        'team=identity': -1,
        'app.kubernetes.io/part-of=checkout': 1,
        'critical=true': 1,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'team 4 selected' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'app.kubernetes.io/part-of checkout' })).toBeVisible();
    const critical = canvas.getByRole('group', { name: 'critical' });
    await userEvent.click(within(critical).getByRole('button', { name: 'Include' }));
    await expect(within(critical).getByRole('button', { name: 'Include' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** On a narrow container the filters fold behind a button whose badge counts active filters. */
export const NarrowCollapsed: Story = {
  args: { labels: parseLabels('{"team=data":1}') },
  decorators: [withProvider(undefined, 360)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters 2 active filters' });
    await expect(canvas.queryByRole('switch', { name: 'Hide Passing' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('switch', { name: 'Hide Passing' })).toBeVisible();
    await userEvent.click(canvas.getByText('Hide Passing'));
    await expect(toggle).toHaveAccessibleName('Filters 1 active filters');
  },
};

export const Dark: Story = {
  args: { labels: parseLabels('{"team=data":1,"critical=true":-1}') },
  decorators: [withProvider('dark')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'team data' })).toBeVisible();
  },
};
