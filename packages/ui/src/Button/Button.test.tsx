import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionButton, Button, IconButton } from './Button';

describe('Button', () => {
  it('calls onPress on click and on Enter/Space', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('exposes its variant and size as data attributes', () => {
    render(
      <Button variant="danger" size="sm">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'sm');
  });

  it('does not fire while loading and says it is loading', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(
      <Button isLoading onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveTextContent('Loading');
    expect(button).toHaveAttribute('data-loading');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('stays focusable while loading, ignores Enter, and leaves no unnamed live image when removed', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(button).toHaveFocus();
    rerender(
      <Button isLoading onPress={onPress}>
        Save
      </Button>,
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
    rerender(<p>Saved</p>);
    for (const image of document.querySelectorAll('[role="img"]')) {
      const labelledBy = image.getAttribute('aria-labelledby');
      const named =
        image.getAttribute('aria-label') ||
        (labelledBy && labelledBy.split(' ').some((id) => document.getElementById(id)));
      expect(named).toBeTruthy();
    }
  });

  it('does not fire when disabled', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its aria-label and shows no text', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<IconButton icon="refresh" aria-label="Refresh" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveTextContent('');
    await user.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('requires an accessible name by type', () => {
    // @ts-expect-error aria-label is required for an icon-only button
    const element = <IconButton icon="close" />;
    expect(element).toBeTruthy();
  });
});

describe('ActionButton (deprecated)', () => {
  it('is the one Button under its old name', () => {
    expect(ActionButton).toBe(Button);
  });
});
