export { NEW_PLAYBOOK_ID, PlaybookEditor } from './PlaybookEditor';
export type { PlaybookEditorProps } from './PlaybookEditor';
