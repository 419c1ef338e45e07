import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeAuth, type FakeAuthOptions } from '../__fixtures__/tokens';
import { TokensPage } from './TokensPage';

function withProvider(options: FakeAuthOptions = {}) {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider client={{ auth: fakeAuth(options).auth as never }}>
      <Story />
    </TestConsoleProvider>
  );
}

const meta = { title: 'Console/Access/TokensPage', component: TokensPage } satisfies Meta<typeof TokensPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ci-reader')).toBeVisible();
    await expect(canvas.getByText('Custom: mcp')).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withProvider({ tokens: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available')).toBeVisible();
  },
};

export const ConfirmDelete: Story = {
  decorators: [withProvider()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete token ci-reader' }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Are you sure you want to delete the token "ci-reader"?');
  },
};
