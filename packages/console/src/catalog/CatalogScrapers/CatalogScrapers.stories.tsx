import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleMode } from '../../provider/ConsoleProvider';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { catalogClient, type CatalogFixtureOptions } from '../__fixtures__/catalog';
import { CatalogScrapers } from './CatalogScrapers';

function withScrapers(options: CatalogFixtureOptions = {}, mode?: ConsoleMode, theme?: 'light' | 'dark') {
  return (Story: () => React.ReactElement) => (
    <TestConsoleProvider
      client={catalogClient(options).client}
      initialLocation="/catalog/scrapers"
      mode={mode}
      theme={theme}
    >
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Catalog/CatalogScrapers',
  component: CatalogScrapers,
} satisfies Meta<typeof CatalogScrapers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withScrapers()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Catalog scrapers' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Run now demo-infrastructure' }));
    await expect(await within(document.body).findByText('demo-infrastructure scraped 48 items')).toBeVisible();
  },
};

export const RunFails: Story = {
  decorators: [withScrapers({ runResult: new Error('scraper aws-prod cannot run offline') })],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Catalog scrapers' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Run now aws-prod' }));
    await expect(await within(document.body).findByText('scraper aws-prod cannot run offline')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withScrapers({ hangReads: 'config_scrapers_with_status' })],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Catalog scrapers' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  decorators: [withScrapers({ scrapers: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No scrapers yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  decorators: [
    withScrapers({
      failReads: { table: 'config_scrapers_with_status', error: new Error('Network Error. Please try again.') },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network Error. Please try again.')).toBeVisible();
  },
};

export const Demo: Story = {
  decorators: [withScrapers({}, 'demo')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Catalog scrapers' });
    await within(table).findByRole('row', { name: /demo-infrastructure/ });
    await expect(within(canvasElement).queryByRole('button', { name: /Run now/ })).toBeNull();
  },
};

export const Dark: Story = {
  decorators: [withScrapers({}, undefined, 'dark')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Catalog scrapers' })).toBeVisible();
  },
};
