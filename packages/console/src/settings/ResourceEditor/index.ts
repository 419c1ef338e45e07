export { ResourceEditor, DELETE_CONFIRM, EDITOR_SCHEDULES } from './ResourceEditor';
export type { ResourceEditorProps } from './ResourceEditor';
