export { CODE_EDITOR_HEIGHTS, CodeEditor } from './CodeEditor';
export type { CodeEditorProps, CodeEditorSize } from './CodeEditor';
