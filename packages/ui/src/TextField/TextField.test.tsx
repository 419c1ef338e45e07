import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and reports typed text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Name" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'api');
    expect(onChange).toHaveBeenLastCalledWith('api');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('api');
  });

  it('marks itself invalid and links the error message', () => {
    render(<TextField label="Name" isInvalid errorMessage="This field is required" description="Shown in lists" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/This field is required/);
    expect(input).toHaveAccessibleDescription(/Shown in lists/);
  });

  it('shows no error while valid', () => {
    render(<TextField label="Name" errorMessage="This field is required" />);
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('cannot be edited when disabled', () => {
    render(<TextField label="Name" isDisabled defaultValue="fixed" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });
});
