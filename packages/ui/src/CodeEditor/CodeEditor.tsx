import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import { useT } from '../i18n/messages';
import { Skeleton } from '../Skeleton';
import { cssVar } from '../theme/tokens';

// Monaco is several megabytes: it is fetched only when an editor is first shown.
const MonacoEditor = lazy(() => import('./MonacoEditor'));

export type CodeEditorSize = 'very-small' | 'small' | 'medium' | 'large' | 'full';

/** Editor heights; `full` fills the parent, which must have a height. */
export const CODE_EDITOR_HEIGHTS: Record<CodeEditorSize, string> = {
  'very-small': '100px',
  small: '200px',
  medium: '320px',
  large: '520px',
  full: '100%',
};

const Frame = styled.div`
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.sm')};
  overflow: hidden;
  background: ${cssVar('color.surface')};
  &[data-size='full'] {
    height: 100%;
  }
`;

/** A problem shown in the editor at a place in the text (1-based line and column), as a squiggle with its message. */
export interface CodeEditorMarker {
  line: number;
  /** @default 1 */
  column?: number;
  /** Last line the mark covers. @default line */
  endLine?: number;
  /** Column after the mark. @default the end of the line */
  endColumn?: number;
  message: string;
  /** @default 'error' */
  severity?: 'error' | 'warning';
}

export interface CodeEditorProps {
  /** Controlled text. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** @default 'yaml' */
  language?: 'json' | 'yaml';
  /** @default false */
  readOnly?: boolean;
  /** @default 'medium' */
  size?: CodeEditorSize;
  /**
   * Problems marked in the text (Monaco markers). They are not announced: show the same messages as text beside
   * the editor too, for screen readers and keyboard users.
   */
  markers?: readonly CodeEditorMarker[];
  /** Required: names the editor for screen readers. */
  'aria-label': string;
  className?: string;
}

/**
 * A JSON/YAML editor on Monaco, bundled from the local `monaco-editor` package
 * with its workers, lazy-loaded behind a skeleton so it costs nothing until shown.
 */
export function CodeEditor({ size = 'medium', language = 'yaml', className, ...props }: CodeEditorProps) {
  const t = useT();
  const height = CODE_EDITOR_HEIGHTS[size];
  const loading = (
    <Skeleton
      shape="rect"
      height={height === '100%' ? 200 : height}
      label={t('ui.codeEditor.loading', 'Loading editor')}
    />
  );
  return (
    <Frame className={className} data-size={size} data-readonly={props.readOnly ? '' : undefined} style={{ height }}>
      <Suspense fallback={loading}>
        <MonacoEditor {...props} language={language} height={height} loading={loading} />
      </Suspense>
    </Frame>
  );
}
