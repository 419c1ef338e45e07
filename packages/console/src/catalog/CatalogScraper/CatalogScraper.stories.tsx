import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { catalogClient } from '../__fixtures__/catalog';
import { CatalogScraper } from './CatalogScraper';

function withEditor(location: string, theme?: 'light' | 'dark') {
  return (Story: () => React.ReactElement) => (
    <TestConsoleProvider client={catalogClient().client} initialLocation={location} theme={theme}>
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Catalog/CatalogScraper',
  component: CatalogScraper,
} satisfies Meta<typeof CatalogScraper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spec: Story = {
  args: { scraperId: 'scraper-people' },
  decorators: [withEditor('/catalog/scrapers/scraper-people')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('people-and-teams')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Spec' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const JobHistory: Story = {
  args: { scraperId: 'scraper-demo' },
  decorators: [withEditor('/catalog/scrapers/scraper-demo?tab=jobs')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Job History' });
    await expect(await within(table).findByText('FAILED')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Run now' }));
    await expect(await within(document.body).findByText('demo-infrastructure scraped 48 items')).toBeVisible();
  },
};

export const NewScraper: Story = {
  args: { scraperId: 'new' },
  decorators: [withEditor('/catalog/scrapers/new')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Spec' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Job History' })).toBeNull();
  },
};

export const Dark: Story = {
  args: { scraperId: 'scraper-demo' },
  decorators: [withEditor('/catalog/scrapers/scraper-demo', 'dark')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('demo-infrastructure')).toBeVisible();
  },
};
