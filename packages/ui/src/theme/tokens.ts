/** Design tokens. Components read them only through `var(--mc-*)` custom properties. */
export interface ThemeTokens {
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    border: string;
    borderStrong: string;
    text: string;
    textMuted: string;
    textInverse: string;
    primary: string;
    primaryHover: string;
    primaryText: string;
    focusRing: string;
    danger: string;
    dangerHover: string;
    statusGreen: string;
    statusRed: string;
    statusOrange: string;
    statusGrey: string;
    overlay: string;
  };
  space: { '0': string; '1': string; '2': string; '3': string; '4': string; '5': string; '6': string; '8': string };
  radius: { sm: string; md: string; lg: string; full: string };
  font: {
    family: string;
    mono: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: string; medium: string; bold: string };
    lineHeight: string;
  };
  shadow: { sm: string; md: string; lg: string };
  zIndex: { dropdown: string; sticky: string; overlay: string; modal: string; popover: string; toast: string };
}

const shared = {
  space: { '0': '0', '1': '4px', '2': '8px', '3': '12px', '4': '16px', '5': '20px', '6': '24px', '8': '32px' },
  radius: { sm: '3px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    family:
      "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', 'Noto Sans', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    size: { xs: '11px', sm: '12px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: '400', medium: '500', bold: '600' },
    lineHeight: '1.45',
  },
  zIndex: { dropdown: '1000', sticky: '1100', overlay: '1200', modal: '1300', popover: '1400', toast: '1500' },
} satisfies Omit<ThemeTokens, 'color' | 'shadow'>;

// Text and status colours meet WCAG AA (4.5:1) on their surfaces in both themes.
export const lightTheme: ThemeTokens = {
  ...shared,
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef0f3',
    border: '#d5d9e0',
    borderStrong: '#8a93a3',
    text: '#1b2230',
    textMuted: '#505a6b',
    textInverse: '#ffffff',
    primary: '#1f5fbf',
    primaryHover: '#174b99',
    primaryText: '#ffffff',
    focusRing: '#1f5fbf',
    danger: '#b42318',
    dangerHover: '#912018',
    statusGreen: '#1a7f37',
    statusRed: '#c4291c',
    statusOrange: '#b35900',
    statusGrey: '#6b7280',
    overlay: 'rgba(15, 20, 30, 0.45)',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
};

export const darkTheme: ThemeTokens = {
  ...shared,
  color: {
    background: '#0f141c',
    surface: '#161d28',
    surfaceRaised: '#1d2633',
    surfaceSunken: '#0b1017',
    border: '#2c3645',
    borderStrong: '#6b778a',
    text: '#e6eaf0',
    textMuted: '#a3adbd',
    textInverse: '#0f141c',
    primary: '#5b9cf5',
    primaryHover: '#7cb0f7',
    primaryText: '#0b1017',
    focusRing: '#7cb0f7',
    danger: '#f26b5e',
    dangerHover: '#f58a80',
    statusGreen: '#3fb95f',
    statusRed: '#f26b5e',
    statusOrange: '#f0a050',
    statusGrey: '#9aa3b2',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

export type ThemeName = 'light' | 'dark';

export const themes: Record<ThemeName, ThemeTokens> = { light: lightTheme, dark: darkTheme };

function kebab(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Flattens tokens into `--mc-color-text: #...` pairs. */
export function tokensToCssVariables(tokens: ThemeTokens, prefix = '--mc'): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, `${path}-${kebab(key)}`);
    } else {
      out[path] = String(node);
    }
  };
  walk(tokens, prefix);
  return out;
}

/**
 * `cssVar('color.text')` → `var(--mc-color-text)`. Typed by convention, checked at
 * test time: every component style reads tokens this way, never raw colours.
 */
export function cssVar(path: string): string {
  return `var(--mc-${path.split('.').map(kebab).join('-')})`;
}
