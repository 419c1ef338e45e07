import { useLayoutEffect } from 'react';
import { useConsole } from '../provider/ConsoleProvider';

/** The product name appended to page titles in full mode. */
export const PRODUCT_NAME = 'Mission Control';

/** `Title | Mission Control` in full mode; demo and embedded pages carry no suffix (spec: page shell). */
export function pageTitle(title: string, mode: 'full' | 'demo' | 'embedded'): string {
  if (!title) return mode === 'full' ? PRODUCT_NAME : '';
  return mode === 'full' ? `${title} | ${PRODUCT_NAME}` : title;
}

// The document has one title: the page's, unless a detail widget over it names itself. Kept here,
// not restored from a saved copy, so the page title can change while a detail is open (a lazily
// loaded page naming itself after the detail mounted) and still be right when the detail closes.
let pageDocumentTitle: string | null = null;
const overrides: Array<{ title: string }> = [];
/** Without a page title (a widget embedded in a host page), the host's title, given back when the last detail goes. */
let hostTitle: string | null = null;

function applyTitle() {
  if (typeof document === 'undefined') return;
  const top = overrides[overrides.length - 1];
  if (top) document.title = top.title;
  else if (pageDocumentTitle !== null) document.title = pageDocumentTitle;
  else if (hostTitle !== null) document.title = hostTitle;
  if (!top) hostTitle = null;
}

/** Sets the document title of the page, with the central suffix. */
export function usePageTitle(title: string | null | undefined): void {
  const { mode } = useConsole();
  useLayoutEffect(() => {
    if (title == null) return;
    pageDocumentTitle = pageTitle(title, mode);
    applyTitle();
  }, [title, mode]);
}

/**
 * A detail widget's own title over the page's while it is shown (null: none); when it goes, the
 * page's current title comes back.
 */
export function useTitleOverride(title: string | null): void {
  const { mode } = useConsole();
  useLayoutEffect(() => {
    if (title == null) return;
    const entry = { title: pageTitle(title, mode) };
    if (!overrides.length && typeof document !== 'undefined') hostTitle = document.title;
    overrides.push(entry);
    applyTitle();
    return () => {
      overrides.splice(overrides.indexOf(entry), 1);
      applyTitle();
    };
  }, [title, mode]);
}
