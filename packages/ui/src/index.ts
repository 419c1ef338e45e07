// Named exports only; every public symbol is listed here on purpose.

// --- theme and i18n (foundation) ---
export { ThemeProvider, usePortalContainer, useTheme } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { cssVar, darkTheme, lightTheme, themes, tokensToCssVariables } from './theme/tokens';
export type { ThemeName, ThemeTokens } from './theme/tokens';
export { MessagesProvider, useT } from './i18n/messages';
export type { Messages, MessagesProviderProps, Translate } from './i18n/messages';

// --- display primitives and pure helpers ---

// --- interactive primitives, overlays, forms, editors, charts ---

// --- DataTable ---

// --- time ---
