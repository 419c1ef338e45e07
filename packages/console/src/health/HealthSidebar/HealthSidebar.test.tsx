import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import type { LabelOption } from '../model/checks';
import { parseLabels, serializeLabels, type LabelFilters } from '../model/urlState';
import { HealthSidebar } from './HealthSidebar';

vi.setConfig({ testTimeout: 30_000 });

const options: LabelOption[] = [
  { key: 'critical', values: ['false', 'true'], booleanLike: true },
  { key: 'env', values: ['dev', 'prod', 'qa', 'stage', 'test'], booleanLike: false },
];

/** The sidebar over a URL-like label state; `changes` records each serialised `labels` value written. */
function renderSidebar(initial = '') {
  const changes: Array<string | null> = [];
  function Harness() {
    const [labels, setLabels] = useState<LabelFilters>(() => parseLabels(initial));
    const [hidePassing, setHidePassing] = useState(true);
    return (
      <HealthSidebar
        hidePassing={hidePassing}
        onHidePassingChange={setHidePassing}
        labels={labels}
        options={options}
        onLabelsChange={(next) => {
          changes.push(serializeLabels(next));
          setLabels(next);
        }}
      />
    );
  }
  render(
    <TestConsoleProvider>
      <Harness />
    </TestConsoleProvider>,
  );
  return changes;
}

async function toggleEnv(option: string) {
  await userEvent.click(screen.getByRole('button', { name: /^env / }));
  const dialog = await screen.findByRole('dialog', { name: 'env' });
  await userEvent.click(within(dialog).getByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

describe('HealthSidebar', () => {
  it('has the spec headings and Hide Passing on by default, toggled with the keyboard', async () => {
    renderSidebar();
    expect(screen.getByRole('heading', { name: 'Filter by Health' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filter by Label' })).toBeInTheDocument();
    const hidePassing = screen.getByRole('switch', { name: 'Hide Passing' });
    expect(hidePassing).toBeChecked();
    hidePassing.focus();
    await userEvent.keyboard(' ');
    expect(hidePassing).not.toBeChecked();
  });

  it('includes and excludes values of a multi-valued label, one side per value, and condenses at 4', async () => {
    const changes = renderSidebar();
    await toggleEnv('prod');
    await toggleEnv('not qa');
    expect(screen.getByRole('button', { name: 'env prod, not qa' })).toBeInTheDocument();
    await toggleEnv('not prod');
    await toggleEnv('dev');
    await toggleEnv('stage');
    expect(changes.at(-1)).toBe('{"env=dev":1,"env=prod":-1,"env=qa":-1,"env=stage":1}');
    expect(screen.getByRole('button', { name: 'env 4 selected' })).toBeInTheDocument();
    await toggleEnv('stage');
    expect(changes.at(-1)).toBe('{"env=dev":1,"env=prod":-1,"env=qa":-1}');
  });

  it('offers a true/false label as include / exclude / none, keeping other filters', async () => {
    const changes = renderSidebar('{"env=prod":1}');
    const critical = screen.getByRole('group', { name: 'critical' });
    await userEvent.click(within(critical).getByRole('button', { name: 'Exclude' }));
    expect(changes.at(-1)).toBe('{"critical=true":-1,"env=prod":1}');
    await userEvent.click(within(critical).getByRole('button', { name: 'Include' }));
    expect(changes.at(-1)).toBe('{"critical=true":1,"env=prod":1}');
    await userEvent.click(within(critical).getByRole('button', { name: 'Include' }));
    expect(changes.at(-1)).toBe('{"env=prod":1}');
  });

  it('rewrites a link on critical=false to critical=true once changed', async () => {
    const changes = renderSidebar('{"critical=false":1}');
    const critical = screen.getByRole('group', { name: 'critical' });
    expect(within(critical).getByRole('button', { name: 'Exclude' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(critical).getByRole('button', { name: 'Exclude' }));
    expect(changes.at(-1)).toBeNull();
  });
});
