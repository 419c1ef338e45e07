import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Link } from './Link';

const meta = {
  title: 'Display/Link',
  component: Link,
  decorators: [withThemeProvider],
  args: { href: '#health', children: 'Health checks' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Health checks' });
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const External: Story = {
  args: { href: 'https://example.com', external: true, children: 'Documentation' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Documentation (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

function FakeRouterLink({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={`#${to}`} {...rest}>
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  render: () => (
    <Link as={FakeRouterLink} to="/checks/42">
      Check 42
    </Link>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Check 42' })).toHaveAttribute('href', '#/checks/42');
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Health checks' })).toBeVisible();
  },
};
