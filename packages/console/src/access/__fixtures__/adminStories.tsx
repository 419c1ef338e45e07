import type { ReactElement } from 'react';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import { DEFAULT_AGENT_ID } from '../AgentsPage/AgentsPage';

/** The admin pages' stories: flags, agents (the local one hidden) and a queue summary, and a fake Generate Agent. */
export const withAdminProvider = (Story: () => ReactElement) => {
  const { db } = fakeDb({
    properties: [
      { name: 'incidents.disable', value: 'true', deleted_at: null, updated_at: '2026-11-20T10:00:00Z' },
      { name: 'logs.disable', value: 'false', deleted_at: null },
    ],
    agents: [
      { id: DEFAULT_AGENT_ID, name: 'local', deleted_at: null },
      { id: 'a-1', name: 'edge-1', hostname: 'edge-1.local', version: 'v0.1', deleted_at: null },
    ],
    event_queue_summary: [
      { name: 'check.failed', pending: 3, failed: 1, average_attempts: 2, most_common_error: 'timeout' },
    ],
  });
  const generate = async () => ({
    id: 'a-2',
    username: 'token',
    password: 'secret-token',
    access_token: 'secret-token',
  });
  return (
    <TestConsoleProvider client={{ db: db as never, agents: { generate } }}>
      <Story />
    </TestConsoleProvider>
  );
};
