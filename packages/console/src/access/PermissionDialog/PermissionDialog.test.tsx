import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceSearchRequest } from '@mission-control/api';
import { selectOption } from '@mission-control/ui/testing';
import { TestConsoleProvider, testAdmin } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import { permissionTables } from '../__fixtures__/permissions';
import { PermissionDialog } from './PermissionDialog';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no IntersectionObserver; the selector list's load-more sentinel needs one.
vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  },
);

const found = {
  configs: [{ id: 'cfg-db', name: 'payments-db', type: 'Kubernetes::StatefulSet' }],
  components: [{ id: 'cmp-api', name: 'payments-api', type: 'API' }],
  playbooks: [{ id: 'pb-restart', name: 'restart-deployment', type: 'playbook' }],
};

describe('PermissionDialog resource selectors', () => {
  it.each([
    ['Catalog', 'configs', 'payments-db', { config_id: 'cfg-db' }],
    ['Component', 'components', 'payments-api', { component_id: 'cmp-api' }],
    ['Playbook', 'playbooks', 'restart-deployment', { playbook_id: 'pb-restart' }],
  ] as const)('finds the %s through resource search and saves its id', async (label, kind, name, saved) => {
    const fake = fakeDb(permissionTables());
    const searchResources = vi.fn(async (request: ResourceSearchRequest) =>
      Object.fromEntries(Object.keys(request).map((key) => [key, found[key as keyof typeof found] ?? []])),
    );
    const user = userEvent.setup();
    render(
      <TestConsoleProvider
        user={testAdmin}
        client={{ db: fake.db as never, resources: { search: searchResources as never } }}
      >
        <PermissionDialog isOpen onOpenChange={() => undefined} />
      </TestConsoleProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' });
    await selectOption({ user, within: dialog, label: /Subject type\s*\*?$/, option: 'Role' });
    await selectOption({ user, within: dialog, label: /Role\s*\*?$/, option: 'editor' });
    await selectOption({ user, within: dialog, label: /Resource type\s*\*?$/, option: label });
    const field = within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) });
    expect(field).toHaveAccessibleDescription(/queries such as name=\.\.\., type=\.\.\., health=healthy,unhealthy/);
    await user.type(field, 'payments');
    await waitFor(() =>
      expect(searchResources).toHaveBeenCalledWith({ [kind]: [{ search: 'payments', limit: 50 }] }, expect.anything()),
    );
    await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
    await selectOption({ user, within: dialog, label: /Action\s*\*?$/, option: 'read' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permission added')).toBeInTheDocument();
    expect(fake.writes[0]!.body).toMatchObject(saved);
  });
});
