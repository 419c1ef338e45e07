import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Icon } from './Icon';
import { glyphs } from './glyphs';

const meta = {
  title: 'Display/Icon',
  component: Icon,
  decorators: [withThemeProvider],
  args: { name: 'http', size: 'lg', label: 'HTTP check' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'HTTP check' })).toBeVisible();
  },
};

export const UnknownName: Story = {
  args: { name: 'teleport', label: 'Unknown check type' },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Unknown check type' });
    await expect(icon.getAttribute('data-icon')).toBe('generic');
  },
};

const Gallery = () => (
  <ul
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
      gap: 12,
      padding: 0,
      listStyle: 'none',
    }}
  >
    {Object.keys(glyphs).map((name) => (
      <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Icon name={name} size="lg" />
        <span>{name}</span>
      </li>
    ))}
  </ul>
);

export const AllIcons: Story = {
  render: () => <Gallery />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem').length).toBe(Object.keys(glyphs).length);
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  render: () => <Gallery />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('kubernetes')).toBeVisible();
  },
};
