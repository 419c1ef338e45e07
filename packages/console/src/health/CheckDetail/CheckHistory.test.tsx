import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { statusesPage } from '../../__fixtures__/checkDetail';
import { createMemoryStorage } from '../../provider/storage';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { CheckHistory } from './CheckHistory';

describe('CheckHistory', () => {
  it('#28 page size: the status history remembers the page size chosen last time', async () => {
    const storage = createMemoryStorage();
    const checkStatuses = vi.fn(async (params: Parameters<typeof statusesPage>[0]) => statusesPage(params));
    const renderHistory = () =>
      render(
        <TestConsoleProvider storage={storage} client={{ db: { checkStatuses: checkStatuses as never } }}>
          <CheckHistory checkId="a2" timeRange="1h" />
        </TestConsoleProvider>,
      );
    const user = userEvent.setup();
    const first = renderHistory();
    const size = await screen.findByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('50');
    await user.selectOptions(size, '100');
    await waitFor(() =>
      expect(checkStatuses).toHaveBeenLastCalledWith(
        expect.objectContaining({ pageIndex: 0, pageSize: 100 }),
        expect.anything(),
      ),
    );
    first.unmount();
    checkStatuses.mockClear();
    renderHistory();
    expect(await screen.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('100');
    expect(checkStatuses).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 100 }), expect.anything());
  });
});
