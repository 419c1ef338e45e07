import { useLayoutEffect } from 'react';
import { useConsole } from '../provider/ConsoleProvider';

/** The product name appended to page titles in full mode. */
export const PRODUCT_NAME = 'Mission Control';

/** `Title | Mission Control` in full mode; demo and embedded pages carry no suffix (spec: page shell). */
export function pageTitle(title: string, mode: 'full' | 'demo' | 'embedded'): string {
  if (!title) return mode === 'full' ? PRODUCT_NAME : '';
  return mode === 'full' ? `${title} | ${PRODUCT_NAME}` : title;
}

/**
 * Sets the document title with the central suffix. A layout effect, so a detail widget's own title
 * (set in a passive effect beneath) wins over the page's.
 */
export function usePageTitle(title: string | null | undefined): void {
  const { mode } = useConsole();
  useLayoutEffect(() => {
    if (title == null || typeof document === 'undefined') return;
    document.title = pageTitle(title, mode);
  }, [title, mode]);
}
