import { useCallback, useState } from 'react';
import { usePortalContainer } from '../theme/ThemeProvider';

// What axe's 'region' rule accepts as a container of content: the landmarks and dialogs (a section or
// form is a landmark only when named).
const REGION_SELECTOR = [
  'main',
  'nav',
  'aside',
  'dialog',
  'section[aria-label]',
  'section[aria-labelledby]',
  'form[aria-label]',
  'form[aria-labelledby]',
  ...['main', 'navigation', 'complementary', 'region', 'search', 'form', 'dialog', 'alertdialog'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/**
 * Where a popup that must keep its own role (a combobox's listbox) is portalled: the landmark or dialog
 * around the field that opens it, so its content is inside a region as axe's 'region' rule asks, rather
 * than in the overlay container beside the page's landmarks. Outside any landmark it falls back to the
 * ThemeProvider's overlay container. Returns a ref callback for an element around the field, and the container.
 */
export function useRegionPortal(): [attach: (node: HTMLElement | null) => void, container: HTMLElement | undefined] {
  const fallback = usePortalContainer();
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const attach = useCallback((node: HTMLElement | null) => {
    setRegion(node?.parentElement?.closest<HTMLElement>(REGION_SELECTOR) ?? null);
  }, []);
  return [attach, region ?? fallback];
}
