import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../Button';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Tooltip } from './Tooltip';

function renderTooltip() {
  return render(
    <ThemeProvider>
      <Tooltip content="Reload the list">
        <IconButton icon="refresh" aria-label="Refresh" />
      </Tooltip>
    </ThemeProvider>,
  );
}

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and closes with Escape', async () => {
    const user = userEvent.setup();
    renderTooltip();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Reload the list');
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAccessibleDescription('Reload the list');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("portals into the provider's overlay container", async () => {
    const user = userEvent.setup();
    const { container } = renderTooltip();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.closest('[data-mc-portal]')).toBe(container.querySelector('[data-mc-portal]'));
  });
});
