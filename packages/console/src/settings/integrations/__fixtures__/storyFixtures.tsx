import type { ReactElement } from 'react';
import { ApiError } from '@mission-control/api';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';

/** A fake /api/db for the integration stories: `rows` for reads; `fail` makes every write fail as the server would. */
export function withDb({ rows = [], fail = false }: { rows?: Record<string, unknown>[]; fail?: boolean } = {}) {
  const refuse = () =>
    Promise.reject(
      new ApiError('conflict', 'Conflict', {
        status: 409,
        body: { message: 'duplicate key value violates unique constraint "topologies_name_key"' },
      }),
    );
  const db = {
    list: async () => ({ data: rows, totalEntries: rows.length }),
    insert: async (_table: string, row: object) => (fail ? refuse() : [{ id: 'new-id', ...row }]),
    update: async (_query: unknown, row: object) => (fail ? refuse() : [{ ...rows[0], ...row }]),
    softDelete: async () => undefined,
  };
  return (Story: () => ReactElement) => (
    <TestConsoleProvider client={{ db: db as never }}>
      <Story />
    </TestConsoleProvider>
  );
}

export const noop = () => undefined;
