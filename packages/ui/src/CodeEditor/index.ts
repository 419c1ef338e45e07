export { CODE_EDITOR_HEIGHTS, CodeEditor } from './CodeEditor';
export type { CodeEditorMarker, CodeEditorProps, CodeEditorSize } from './CodeEditor';
