import { styled } from 'styled-components';
import { CodeEditor, cssVar, type CodeEditorSize } from '@mission-control/ui';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  font-size: ${cssVar('font.size.sm')};
  color: ${cssVar('color.textMuted')};
`;

const ErrorText = styled.span`
  color: ${cssVar('color.danger')};
`;

export interface YamlFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  readOnly?: boolean;
  /** The YAML parse error, shown under the editor. */
  error?: string | undefined;
  size?: CodeEditorSize;
}

/** A labelled YAML field on the shared Monaco editor (lazy-loaded, bundled, so it works offline under the CSP). */
export function YamlField({ label, value, onChange, readOnly = false, error, size = 'medium' }: YamlFieldProps) {
  return (
    <Field>
      {/* The editor carries the accessible name; the visible label would repeat it. */}
      <span aria-hidden="true">{label}</span>
      <CodeEditor
        aria-label={label}
        language="yaml"
        size={size}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
      />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Field>
  );
}
