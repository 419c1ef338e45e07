/// <reference types="vite/client" />
/*
 * Monaco from the local `monaco-editor` package, never a CDN: @monaco-editor/react
 * would otherwise fetch the AMD build from jsDelivr, which breaks offline and
 * under a strict Content-Security-Policy. Only the editor core, the JSON
 * language service and YAML highlighting are imported, not every language.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/language/json/monaco.contribution';
import 'monaco-editor/languages/definitions/yaml/register';
// The JSON mode, which Monaco loads when the first JSON model appears, brings editor contributions (code lens,
// inlay hints, suggest, code actions, drop) with services of their own. Monaco starts its services once, with the
// first editor: when that editor came before the JSON mode, every later editor failed to make those contributions
// ("depends on UNKNOWN service"), and suggest and code actions were lost. Loaded here, they are registered first.
import 'monaco-editor/internal/common/workers';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker: (workerId: string, label: string) => Worker };
  }
}

let configured = false;

export const MONACO_THEMES = { light: 'mission-control-light', dark: 'mission-control-dark' } as const;

/** Points Monaco's workers at bundled files and hands the local monaco to the React loader. Idempotent. */
export function setupMonaco(): void {
  if (configured) return;
  configured = true;
  window.MonacoEnvironment = {
    getWorker: (_workerId, label) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
  };
  // Monaco's stock line-number greys fall below WCAG AA contrast; these themes lift them.
  monaco.editor.defineTheme(MONACO_THEMES.light, {
    base: 'vs',
    inherit: true,
    rules: [],
    colors: { 'editorLineNumber.foreground': '#4f5866', 'editorLineNumber.dimmedForeground': '#4f5866' },
  });
  monaco.editor.defineTheme(MONACO_THEMES.dark, {
    base: 'vs-dark',
    inherit: true,
    rules: [],
    colors: { 'editorLineNumber.foreground': '#a3adbd', 'editorLineNumber.dimmedForeground': '#a3adbd' },
  });
  loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]['monaco'] });
}
