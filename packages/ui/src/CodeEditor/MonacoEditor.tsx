import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTheme } from '../theme/ThemeProvider';
import type { CodeEditorProps } from './CodeEditor';
import { MONACO_THEMES, setupMonaco } from './monacoSetup';

setupMonaco();

/** Our markers apart from any a language service sets. */
const MARKER_OWNER = 'mission-control';

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
  markers,
}: MonacoEditorProps) {
  const { name } = useTheme();
  const [mounted, setMounted] = useState<Parameters<OnMount>[0] | null>(null);
  const [api, setApi] = useState<Parameters<OnMount>[1] | null>(null);
  useEffect(() => {
    const model = mounted?.getModel();
    if (!model || !api) return;
    api.editor.setModelMarkers(
      model,
      MARKER_OWNER,
      (markers ?? []).map((marker) => {
        const line = Math.min(Math.max(marker.line, 1), model.getLineCount());
        const endLine = Math.min(Math.max(marker.endLine ?? line, line), model.getLineCount());
        return {
          startLineNumber: line,
          startColumn: marker.column ?? 1,
          endLineNumber: endLine,
          endColumn: marker.endColumn ?? model.getLineMaxColumn(endLine),
          message: marker.message,
          severity: marker.severity === 'warning' ? api.MarkerSeverity.Warning : api.MarkerSeverity.Error,
        };
      }),
    );
  }, [mounted, api, markers]);
  return (
    <Editor
      height={height}
      language={language}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(next ?? '')}
      theme={name === 'dark' ? MONACO_THEMES.dark : MONACO_THEMES.light}
      loading={loading}
      onMount={(editor, monaco) => {
        setMounted(editor);
        setApi(monaco);
      }}
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
