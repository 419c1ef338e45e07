import Editor from '@monaco-editor/react';
import type { ReactNode } from 'react';
import { useTheme } from '../theme/ThemeProvider';
import type { CodeEditorProps } from './CodeEditor';
import { MONACO_THEMES, setupMonaco } from './monacoSetup';

setupMonaco();

export type MonacoEditorProps = Omit<CodeEditorProps, 'size'> & { height: string; loading: ReactNode };

/** The Monaco editor itself; loaded lazily by CodeEditor. */
export default function MonacoEditor({
  value,
  defaultValue,
  onChange,
  language,
  readOnly = false,
  'aria-label': ariaLabel,
  height,
  loading,
}: MonacoEditorProps) {
  const { name } = useTheme();
  return (
    <Editor
      height={height}
      language={language}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(next ?? '')}
      theme={name === 'dark' ? MONACO_THEMES.dark : MONACO_THEMES.light}
      loading={loading}
      options={{
        ariaLabel,
        readOnly,
        domReadOnly: readOnly,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        automaticLayout: true,
        fontSize: 13,
        tabSize: 2,
        wordWrap: 'on',
        renderLineHighlight: readOnly ? 'none' : 'line',
      }}
    />
  );
}
