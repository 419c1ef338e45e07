import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScraperForm } from './ScraperForm';
import { noop, withDb } from '../__fixtures__/storyFixtures';

const meta = {
  title: 'Console/Settings/Integrations/ScraperForm',
  component: ScraperForm,
  args: { onDone: noop, onCancel: noop, onBack: noop },
} satisfies Meta<typeof ScraperForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  decorators: [withDb()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Cluster Name' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Add change retention' })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  decorators: [withDb()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add change retention' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Count' }), 'many');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(3);
    await expect(canvas.getByText('This field must be a number')).toBeVisible();
  },
};

export const ServerError: Story = {
  decorators: [withDb({ fail: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'k8s');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cluster Name' }), 'local');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('duplicate key value');
  },
};

export const EditGitHubActions: Story = {
  args: { id: 's1' },
  decorators: [
    withDb({
      rows: [
        {
          id: 's1',
          name: 'ci',
          source: 'UI',
          spec: {
            githubActions: [{ owner: 'flanksource', repository: 'canary-checker', workflows: ['build', 'test'] }],
            schedule: '@hourly',
            retention: { types: [{ name: 'GitHubActions::WorkflowRun', deletedAge: '30d' }] },
          },
        },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Owner' })).toHaveValue('flanksource');
    await expect(canvas.getByRole('textbox', { name: 'Workflows' })).toHaveValue('build, test');
    await expect(canvas.getByRole('group', { name: 'Type 1' })).toBeVisible();
  },
};
