import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeResourceSearch } from './__fixtures__/resources';
import { ResourceSelector, type ResourceSelectorProps } from './ResourceSelector';
import type { ResourceRef } from './queries';

const search = fn(fakeResourceSearch);

function withProvider(Story: () => ReactElement) {
  return (
    <TestConsoleProvider client={{ resources: { search: search as never } }}>
      <Story />
    </TestConsoleProvider>
  );
}

/** Holds the value, as a form would. */
function Controlled(props: ResourceSelectorProps) {
  const [value, setValue] = useState<ResourceRef | null>(props.value);
  return (
    <ResourceSelector
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/Shared/ResourceSelector',
  component: ResourceSelector,
  decorators: [withProvider],
  render: (args) => <Controlled {...args} />,
  args: { label: 'Resource', kinds: ['configs', 'components', 'checks'], value: null, onChange: fn() },
} satisfies Meta<typeof ResourceSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Typing searches catalog items, components and checks; keyboard picks an option. */
export const SearchAndPick: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const input = page.getByRole('combobox', { name: 'Resource' });
    await userEvent.type(input, 'payments-api');
    const option = await page.findByRole('option', { name: /payments-api/ });
    await expect(option).toHaveTextContent('Component · API');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ kind: 'components', id: 'cmp-1' }));
    await expect(input).toHaveValue('payments-api');
  },
};

/** 60 catalog items: the list renders 20 at a time and grows as it scrolls. */
export const ManyOptions: Story = {
  args: { kinds: ['configs'] },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.type(page.getByRole('combobox', { name: 'Resource' }), 'payments');
    const listbox = await page.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThanOrEqual(20));
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(60);
  },
};

/** A value set from outside is looked up by id and shown by name. */
export const WithValue: Story = {
  args: { value: { kind: 'checks', id: 'chk-1' } },
  play: async ({ canvasElement }) => {
    const input = body(canvasElement).getByRole('combobox', { name: 'Resource' });
    await waitFor(() => expect(input).toHaveValue('payments-health'));
  },
};

/** Required and empty: 'This field is required'. */
export const Required: Story = {
  args: { isRequired: true, showRequired: true },
  play: async ({ canvasElement }) => {
    const input = body(canvasElement).getByRole('combobox', { name: /Resource/ });
    await expect(input).toHaveAccessibleDescription(/This field is required/);
  },
};
