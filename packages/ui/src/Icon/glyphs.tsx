import type { ReactElement } from 'react';

/*
 * A small bundled icon set, drawn on a 24×24 grid with strokes in
 * `currentColor`, so icons follow the text colour of the theme and nothing is
 * fetched at run time (no CDN, no icon font).
 */
export const glyphs = {
  // --- check types ---
  http: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </>
  ),
  dns: (
    <>
      <rect x="3" y="4" width="18" height="6" rx="1.5" />
      <rect x="3" y="14" width="18" height="6" rx="1.5" />
      <path d="M7 7h.01M7 17h.01M11 7h6M11 17h6" />
    </>
  ),
  tcp: <path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0V8zM12 17v4" />,
  icmp: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
    </>
  ),
  exec: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 9l3 3-3 3M12 15h5" />
    </>
  ),
  folder: (
    <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" />
  ),
  postgres: (
    <>
      <ellipse cx="12" cy="5.5" rx="7" ry="2.5" />
      <path d="M5 5.5v13c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-13M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5" />
    </>
  ),
  redis: (
    <>
      <path d="M12 3l9 4-9 4-9-4 9-4z" />
      <path d="M3 12l9 4 9-4M3 17l9 4 9-4" />
    </>
  ),
  mongodb: <path d="M12 2c3.5 4 5 7.5 5 11 0 3.6-2.2 6.2-5 7-2.8-.8-5-3.4-5-7 0-3.5 1.5-7 5-11zM12 6v16" />,
  elasticsearch: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M6.5 9h8M6.5 12h8M15.5 15.5L21 21" />
    </>
  ),
  kubernetes: (
    <>
      <path d="M12 2.5l8.2 4v9L12 21.5l-8.2-6v-9z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M12 5.5V9M12 15v3.5M6.2 8.7l3.2 1.8M14.6 13.5l3.2 1.8M17.8 8.7l-3.2 1.8M9.4 13.5l-3.2 1.8" />
    </>
  ),
  prometheus: (
    <>
      <path d="M12 3c1 3 4 4.5 4 8.5a4 4 0 0 1-8 0c0-1.8.8-3 1.8-4 .2 1.4.8 2.2 1.7 2.6C11 8 11 5.5 12 3z" />
      <path d="M6 17.5h12M7.5 20.5h9" />
    </>
  ),
  alertmanager: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  junit: (
    <>
      <path d="M9 3h6M10 3v6l-5 9.5A1.7 1.7 0 0 0 6.5 21h11a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
      <path d="M7.5 15h9" />
    </>
  ),
  ssl: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5M12 14.5v2.5" />
    </>
  ),
  ldap: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </>
  ),
  git: (
    <>
      <circle cx="6" cy="6" r="2.5" />
      <circle cx="6" cy="18" r="2.5" />
      <circle cx="18" cy="9" r="2.5" />
      <path d="M6 8.5v7M18 11.5c0 3-3 4-9.5 5.5" />
    </>
  ),
  cloudwatch: <path d="M7 18a4.5 4.5 0 0 1-.5-9A6 6 0 0 1 18 9.5a4.3 4.3 0 0 1-.5 8.5zM8 14l2.5-2.5 2 2L16 10" />,
  // --- UI glyphs ---
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  'chevron-up': <path d="M6 15l6-6 6 6" />,
  'chevron-left': <path d="M15 6l-6 6 6 6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  expand: <path d="M14 4h6v6M10 20H4v-6M20 4l-6.5 6.5M4 20l6.5-6.5" />,
  collapse: <path d="M20 4l-6 6M14 5v5h5M4 20l6-6M10 19v-5H5" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l5 5" />
    </>
  ),
  refresh: <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />,
  play: <path d="M7 4.5v15l12.5-7.5z" />,
  pause: <path d="M8 5v14M16 5v14" />,
  edit: <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
  'external-link': <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <path d="M3 3l18 18M10.6 6A9.7 9.7 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.3 7.4A15.6 15.6 0 0 0 2.5 12s3.5 6.5 9.5 6.5a9 9 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </>
  ),
  warning: <path d="M12 3.5L2.5 20h19zM12 10v4.5M12 17.5h.01" />,
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  more: <path d="M5 12h.01M12 12h.01M19 12h.01" />,
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  filter: <path d="M3.5 5h17l-6.5 8v6l-4-2v-4z" />,
  download: <path d="M12 4v11M7 10.5l5 5 5-5M4.5 20h15" />,
  upload: <path d="M12 20V9M7 13.5l5-5 5 5M4.5 4h15" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5a8 8 0 0 1 16 0" />
    </>
  ),
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3.5-3.5a4 4 0 0 0-5.7-5.7L12 6.3M14 10a4 4 0 0 0-5.7 0l-3.5 3.5a4 4 0 0 0 5.7 5.7l1.5-1.5" />
  ),
  logout: <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h10" />,
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.7M12 17h.01" />
    </>
  ),
  generic: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="12" cy="12" r="2.5" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof glyphs;

// Check types have several spellings across backends; all map to one glyph.
export const iconAliases: Readonly<Record<string, IconName>> = {
  https: 'http',
  sql: 'postgres',
  postgresql: 'postgres',
  mssql: 'postgres',
  mysql: 'postgres',
  mongo: 'mongodb',
  elastic: 'elasticsearch',
  opensearch: 'elasticsearch',
  k8s: 'kubernetes',
  pod: 'kubernetes',
  namespace: 'kubernetes',
  ping: 'icmp',
  tls: 'ssl',
  certificate: 'ssl',
  github: 'git',
  gitprotocol: 'git',
  'alert-manager': 'alertmanager',
  shell: 'exec',
  command: 'exec',
  x: 'close',
  delete: 'trash',
  reload: 'refresh',
  'more-horizontal': 'more',
  'arrow-down': 'chevron-down',
};

/** The glyph for a name or alias, case-insensitive; unknown names get the generic glyph. */
export function resolveIconName(name: string | null | undefined): IconName {
  const key = (name ?? '').trim().toLowerCase();
  if (Object.prototype.hasOwnProperty.call(glyphs, key)) return key as IconName;
  // Own properties only: `constructor` and friends must not resolve through the prototype.
  return Object.prototype.hasOwnProperty.call(iconAliases, key) ? iconAliases[key]! : 'generic';
}
