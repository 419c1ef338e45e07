/**
 * What component tests mock the lazy Monaco module with (jsdom has no layout, no matchMedia and no workers):
 * a textarea with the editor's accessible name, value, change callback, read-only state and language, so a test
 * reads and types what a user would.
 *
 *   vi.mock('…/ui/src/CodeEditor/MonacoEditor', () => import('…/ui/src/CodeEditor/__fixtures__/MonacoTextarea'));
 */
export default function MonacoTextarea({
  value,
  onChange,
  readOnly,
  language,
  'aria-label': label,
}: {
  value?: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  language?: string;
  'aria-label': string;
}) {
  return (
    <textarea
      aria-label={label}
      data-language={language}
      value={value}
      readOnly={readOnly}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
