import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { useState } from 'react';
import { Tab, TabCount, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Controls/Tabs',
  component: Tabs,
  decorators: [withThemeProvider],
  args: { onSelectionChange: fn(), children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Check views">
        <Tab id="overview">Overview</Tab>
        <Tab id="failing" count={3}>
          Failing
        </Tab>
        <Tab id="history">History</Tab>
      </TabList>
      <TabPanel id="overview">Checks grouped by namespace.</TabPanel>
      <TabPanel id="failing">Three checks are failing.</TabPanel>
      <TabPanel id="history">Status history of the last day.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Failing/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Three checks are failing.');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('failing');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', defaultSelectedKey: 'history' } };

export const LongContent: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Namespaces">
        {Array.from({ length: 12 }, (_, i) => (
          <Tab key={i} id={`ns-${i}`} count={i * 7}>
            {`namespace-with-a-long-name-${i}`}
          </Tab>
        ))}
      </TabList>
      {Array.from({ length: 12 }, (_, i) => (
        <TabPanel key={i} id={`ns-${i}`}>{`Checks in namespace ${i}`}</TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /namespace-with-a-long-name-3/ }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Checks in namespace 11');
  },
};

/** A badge given to the tab (here a `TabCount` whose count the buttons change) in place of `count`. */
function LiveCounts(args: Parameters<typeof Tabs>[0]) {
  const [failing, setFailing] = useState(3);
  return (
    <>
      <button type="button" onClick={() => setFailing((n) => n + 1)}>
        One more failing
      </button>
      <Tabs {...args}>
        <TabList aria-label="Check views">
          <Tab id="overview">Overview</Tab>
          <Tab id="failing" badge={<TabCount count={failing} />}>
            Failing
          </Tab>
        </TabList>
        <TabPanel id="overview">Checks grouped by namespace.</TabPanel>
        <TabPanel id="failing">{`${failing} checks are failing.`}</TabPanel>
      </Tabs>
    </>
  );
}

export const Badge: Story = {
  render: (args) => <LiveCounts {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /^Failing\s*\(3\)$/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'One more failing' }));
    await expect(canvas.getByRole('tab', { name: /^Failing\s*\(4\)$/ })).toBeInTheDocument();
  },
};

export const Narrow: Story = { parameters: narrowParameters };

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Status history');
  },
};
