import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { RECENT_RANGES_STORAGE_KEY } from '../time/recentRanges';
import { CheckDetailRangePicker } from './CheckDetailRangePicker';
import { TimeRangePicker, TimeRangePickerPreset } from './TimeRangePicker';
import { fixedNow, memoryStorage } from './__fixtures__/clock';

const meta = {
  title: 'Time/TimeRangePicker',
  component: TimeRangePickerPreset,
  decorators: [withThemeProvider],
  args: { now: fixedNow, timeZone: 'UTC', onChange: fn() },
} satisfies Meta<typeof TimeRangePickerPreset>;

export default meta;
type Story = StoryObj<typeof meta>;

// Overlays portal into the theme root, which wraps the canvas, so queries
// start from the document body.
const page = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Time range: Last 1 hour' }));
    const dialog = await page().findByRole('dialog', { name: 'Time range' });
    await userEvent.click(within(dialog).getByRole('option', { name: 'Yesterday' }));
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'mapped', range: 'yesterday' });
    await expect(within(canvasElement).getByRole('button', { name: 'Time range: Yesterday' })).toBeVisible();
  },
};

export const TypedExpression: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Time range/ }));
    const dialog = await page().findByRole('dialog', { name: 'Time range' });
    const from = within(dialog).getByRole('textbox', { name: 'From' });
    await userEvent.clear(from);
    await userEvent.type(from, 'now-6h');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2024-03-13 08:25:36 to 2024-03-13 14:25:36');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'relative', from: 'now-6h', to: 'now' });
  },
};

export const InvalidInput: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Time range/ }));
    const dialog = await page().findByRole('dialog', { name: 'Time range' });
    const from = within(dialog).getByRole('textbox', { name: 'From' });
    await userEvent.clear(from);
    await userEvent.type(from, 'now+2h');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('From must not be after To');
    await expect(within(dialog).getByRole('button', { name: 'Apply time range' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FutureRanges: Story = {
  args: { future: true, defaultValue: { type: 'relative', from: 'now', to: 'now+1h' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Time range: Next 1 hour' }));
    const dialog = await page().findByRole('dialog', { name: 'Time range' });
    await userEvent.click(within(dialog).getByRole('option', { name: 'Indefinitely' }));
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'relative', from: 'now', to: 'indefinitely' });
  },
};

const storageWithRecent = memoryStorage();
storageWithRecent.setItem(
  RECENT_RANGES_STORAGE_KEY,
  JSON.stringify([{ type: 'absolute', from: '2024-03-01T00:00:00.000Z', to: '2024-03-02T12:00:00.000Z' }]),
);

export const RecentlyUsed: Story = {
  args: { storage: storageWithRecent },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Time range/ }));
    const dialog = await page().findByRole('dialog', { name: 'Time range' });
    const recent = within(dialog).getByRole('listbox', { name: 'Recently used' });
    await userEvent.click(within(recent).getByRole('option', { name: '2024-03-01 00:00:00 to 2024-03-02 12:00:00' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      type: 'absolute',
      from: '2024-03-01T00:00:00.000Z',
      to: '2024-03-02T12:00:00.000Z',
    });
  },
};

export const ComposedParts: Story = {
  render: (args) => (
    <TimeRangePicker.Root now={args.now} timeZone={args.timeZone} onChange={args.onChange}>
      <TimeRangePicker.Trigger aria-label="Incident window" />
      <TimeRangePicker.Panel aria-label="Incident window">
        <TimeRangePicker.QuickRanges />
      </TimeRangePicker.Panel>
    </TimeRangePicker.Root>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Incident window/ }));
    const dialog = await page().findByRole('dialog', { name: 'Incident window' });
    await userEvent.click(within(dialog).getByRole('option', { name: 'This week so far' }));
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'mapped', range: 'thisWeekSoFar' });
  },
};

export const CheckDetailVariant: Story = {
  render: (args) => <CheckDetailRangePicker onChange={args.onChange as never} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Time range/ }));
    const listbox = await page().findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Last 3 days' }));
    await expect(args.onChange).toHaveBeenCalledWith('3d');
  },
};

export const Narrow: Story = {
  parameters: narrowParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Time range/ }));
    await expect(await page().findByRole('dialog', { name: 'Time range' })).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Time range/ }));
    const dialog = await page().findByRole('dialog', { name: 'Time range' });
    await userEvent.click(within(dialog).getByRole('option', { name: 'Last 24 hours' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ type: 'relative', from: 'now-24h', to: 'now' }));
  },
};
