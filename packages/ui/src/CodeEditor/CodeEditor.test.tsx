import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeEditor } from './CodeEditor';
import type { MonacoEditorProps } from './MonacoEditor';

// jsdom cannot run Monaco; the lazy module is replaced to test the wrapper's contract.
vi.mock('./MonacoEditor', () => ({
  default: ({ value, defaultValue, onChange, language, readOnly, height, 'aria-label': label }: MonacoEditorProps) => (
    <textarea
      aria-label={label}
      data-language={language}
      data-height={height}
      readOnly={readOnly}
      value={value}
      defaultValue={defaultValue}
      onChange={(event) => onChange?.(event.target.value)}
    />
  ),
}));

describe('CodeEditor', () => {
  it('shows a loading skeleton, then the editor named by its label', async () => {
    render(<CodeEditor aria-label="Check spec" defaultValue="a: 1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading editor');
    const editor = await screen.findByRole('textbox', { name: 'Check spec' });
    expect(editor).toHaveValue('a: 1');
    expect(editor).toHaveAttribute('data-language', 'yaml');
  });

  it.each([
    ['very-small', '100px'],
    ['small', '200px'],
    ['medium', '320px'],
    ['large', '520px'],
    ['full', '100%'],
  ] as const)('size %s is %s high', async (size, height) => {
    render(<CodeEditor aria-label="Spec" size={size} />);
    expect(await screen.findByRole('textbox', { name: 'Spec' })).toHaveAttribute('data-height', height);
  });

  it('passes read-only, language and changes through', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<CodeEditor aria-label="Spec" language="json" onChange={onChange} />);
    const editor = await screen.findByRole('textbox', { name: 'Spec' });
    expect(editor).toHaveAttribute('data-language', 'json');
    await user.type(editor, '{{');
    expect(onChange).toHaveBeenLastCalledWith('{');
    rerender(<CodeEditor aria-label="Spec" language="json" readOnly value="{}" />);
    expect(screen.getByRole('textbox', { name: 'Spec' })).toHaveAttribute('readonly');
  });
});
