import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('accepts several lines and reports them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Textarea label="Description" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'one{Enter}two');
    expect(onChange).toHaveBeenLastCalledWith('one\ntwo');
  });

  it('links its error when invalid', () => {
    render(<Textarea label="Description" isInvalid errorMessage="This field is required" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('This field is required');
  });
});
