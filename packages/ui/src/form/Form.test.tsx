import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { CheckForm } from './__fixtures__/CheckForm';

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <ThemeProvider>
      <CheckForm onSubmit={onSubmit} />
    </ThemeProvider>,
  );
  return onSubmit;
}

describe('Form fields bound to react-hook-form and zod', () => {
  it('shows the spec messages on submit, linked to each invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required');
    const threshold = screen.getByRole('textbox', { name: /^Threshold/ });
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(threshold).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('button', { name: /Namespace/ })).toHaveAccessibleDescription('This field is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports the minimum and then submits parsed values', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  api-health ');
    const threshold = screen.getByRole('textbox', { name: /^Threshold/ });
    await user.type(threshold, '-2');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 0')).toBeInTheDocument();

    await user.clear(threshold);
    await user.type(threshold, '3');
    await user.tab();
    await user.click(screen.getByRole('button', { name: /Namespace/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'monitoring' }));
    await user.click(screen.getByRole('checkbox', { name: 'Insecure TLS' }));
    await user.click(screen.getByRole('switch', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'api-health',
      description: '',
      threshold: 3,
      namespace: 'monitoring',
      enabled: false,
      insecure: true,
    });
  }, 20_000);
});
