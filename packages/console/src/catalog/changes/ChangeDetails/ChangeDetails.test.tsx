import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { changesClient, manyChanges } from '../__fixtures__/changes';
import { ChangeDetails } from './ChangeDetails';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const change = manyChanges(1)[0]!;

function renderDetails(roles?: string[]) {
  render(
    <TestConsoleProvider client={changesClient().client} {...(roles ? { user: { id: 'u1', name: 'U', roles } } : {})}>
      <ChangeDetails change={change} onClose={() => undefined} />
    </TestConsoleProvider>,
  );
}

describe('#23 ChangeDetails: Attach as Evidence', () => {
  it('offers the change as evidence to whoever may write incidents, opening Link to Incident', async () => {
    renderDetails(['responder']);
    const dialog = await screen.findByRole('dialog', { name: change.change_type });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach as Evidence' }));
    expect(await screen.findByRole('dialog', { name: 'Link to Incident' })).toBeInTheDocument();
  });

  it('is not offered to a viewer', async () => {
    renderDetails(['viewer']);
    const dialog = await screen.findByRole('dialog', { name: change.change_type });
    expect(within(dialog).queryByRole('button', { name: 'Attach as Evidence' })).toBeNull();
  });
});
