import { configure, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import { EventQueuePage } from './EventQueuePage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

describe('EventQueuePage', () => {
  it('shows the queue summary per event name', async () => {
    const fake = fakeDb({
      event_queue_summary: [
        { name: 'check.failed', pending: 1, failed: 2, average_attempts: 1.3333, most_common_error: 'timeout' },
      ],
    });
    render(
      <TestConsoleProvider client={{ db: fake.db as never }}>
        <EventQueuePage />
      </TestConsoleProvider>,
    );
    const row = (await screen.findByText('check.failed')).closest('tr')!;
    expect(row).toHaveTextContent('timeout');
    expect(row).toHaveTextContent('1.3');
  });
});
