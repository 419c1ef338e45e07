import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { CodeEditor } from './CodeEditor';

const yaml = `apiVersion: canaries.flanksource.com/v1
kind: Canary
metadata:
  name: http-check
spec:
  schedule: "@every 1m"
  http:
    - name: example
      url: https://example.com
      responseCodes: [200]
`;

const json = JSON.stringify({ name: 'http-check', interval: 60, endpoints: ['https://example.com'] }, null, 2);

// Every request the page makes after the story starts; any to a CDN fails the story.
function externalRequests(since: number): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since)
    .map((entry) => entry.name)
    .filter(
      (name) => !name.startsWith(window.location.origin) && !name.startsWith('data:') && !name.startsWith('blob:'),
    );
}

async function editorReady(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.monaco-editor')).not.toBeNull(), { timeout: 55_000 });
}

const meta = {
  title: 'Editors/CodeEditor',
  component: CodeEditor,
  decorators: [withThemeProvider],
  args: { 'aria-label': 'Canary spec', defaultValue: yaml, language: 'yaml', size: 'small' },
} satisfies Meta<typeof CodeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Yaml: Story = {
  play: async ({ canvasElement }) => {
    const started = performance.now();
    await editorReady(canvasElement);
    // YAML keys are tokenised by the bundled basic-languages grammar.
    await waitFor(() => expect(canvasElement.querySelector('.view-lines')?.textContent).toContain('apiVersion'));
    await expect(externalRequests(started)).toEqual([]);
    await expect(
      performance.getEntriesByType('resource').some((entry) => /jsdelivr|unpkg|cdnjs/.test(entry.name)),
    ).toBe(false);
  },
};

export const Json: Story = {
  args: { language: 'json', defaultValue: json, 'aria-label': 'Check JSON' },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
    const input = within(canvasElement).getByRole('textbox', { name: /Check JSON/ });
    input.focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await userEvent.keyboard('\n');
    await expect(input).toHaveFocus();
  },
};

/**
 * An editor made after a JSON editor has loaded Monaco's JSON mode. That mode brings editor contributions (code
 * lens, inlay hints, suggest, code actions) whose services must be registered before Monaco's first editor starts
 * its services; when they arrived later, every later editor threw "depends on UNKNOWN service" once idle.
 */
export const AfterJson: Story = {
  play: async ({ canvasElement }) => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(String(event.message));
    window.addEventListener('error', onError);
    try {
      await editorReady(canvasElement);
      // The contributions are made when the editor is idle: give it a few idle periods.
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 }));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await expect(errors.filter((message) => /UNKNOWN service/.test(message))).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, size: 'very-small' },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
    await expect(canvasElement.querySelector('[data-readonly]')).not.toBeNull();
  },
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
    await expect((canvasElement.querySelector('[data-size="large"]') as HTMLElement).offsetHeight).toBeGreaterThan(400);
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
    await expect(canvasElement.querySelector('.monaco-editor.vs-dark')).not.toBeNull();
  },
};

export const WithMarkers: Story = {
  args: {
    markers: [
      { line: 8, column: 7, endColumn: 12, message: 'spec.http[0].url: must be https' },
      { line: 6, message: 'spec.schedule: every minute is often', severity: 'warning' },
    ],
  },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
    // Monaco draws each marker as a squiggle under its range.
    await waitFor(() => expect(canvasElement.querySelector('.squiggly-error')).not.toBeNull(), { timeout: 10_000 });
    await expect(canvasElement.querySelector('.squiggly-warning')).not.toBeNull();
  },
};
