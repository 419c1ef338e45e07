// An area declares its face once: its pages (path, title, sidebar entry, gates) and its branch of the
// one `queryKeys` tree. The routes module, the sidebar, page titles, the not-built list and a host's
// routes are all derived from the list of areas (`areas/index.ts`), so a page's path is written once.

/** Where a page's sidebar entry sits (spec §3). */
export type NavSection = 'main' | 'settings';

/** A page's sidebar entry; gates come from the page. */
export interface AreaNavEntry {
  /** The entry's id (its message key suffix) when it is not the page's id. */
  id?: string;
  section: NavSection;
  /** The sidebar label (also the page's title unless the page names another). */
  name: string;
  icon: string;
  /** Position among the main entries (settings entries are sorted by name). */
  order?: number;
  /** Where the entry links when it is not the page's own path (e.g. a list page with parameters). */
  href?: string;
}

/** One page of an area. */
export interface AreaPage {
  /** Stable id, unique over all areas: the key the host maps to an element, and the sidebar entry's id. */
  id: string;
  /** Route pattern in react-router syntax (`:id`, a trailing `/*` for nested routes). */
  path: string;
  /** The document title the page shows (before the product suffix). */
  title: string;
  nav?: AreaNavEntry;
  /** The `{feature}.disable` property that hides the page's entry. */
  featureName?: string;
  /** The resource the user must be able to read to see the entry. */
  resourceName?: string;
  /** Hidden in hosted mode (Users: identities live with the organisation). */
  hiddenWhenHosted?: boolean;
  /** `bare`: outside the shell (the identity pages). @default 'shell' */
  layout?: 'shell' | 'bare';
  /** Shown without a session: a 401 there is part of signing in, never a reason to sign in again. */
  signedOut?: boolean;
  /** A page that only sends the user on, to another page's path (by page id). */
  redirectTo?: string;
  /** The page also answers every path beneath its own (a host mounts `path/*`). */
  nested?: boolean;
  /** Not built yet: the host shows an honest empty state; `spec` names where it is described. */
  notBuilt?: { spec: string };
}

export interface AreaDefinition<Keys extends object = object> {
  /** The area's folder name, also the root of its cache keys. */
  id: string;
  pages: readonly AreaPage[];
  /** The area's branch of `queryKeys` (absent for areas that cache nothing yet). */
  keys?: Keys;
}

/** Declares an area; types its pages and keys and checks its page ids are unique within it. */
export function defineArea<const Keys extends object = object>(
  area: AreaDefinition<Keys>,
): AreaDefinition<Keys> & { keys: Keys } {
  const ids = new Set<string>();
  for (const page of area.pages) {
    if (ids.has(page.id)) throw new Error(`area ${area.id}: page id ${page.id} is declared twice`);
    ids.add(page.id);
  }
  return { ...area, keys: (area.keys ?? {}) as Keys };
}
