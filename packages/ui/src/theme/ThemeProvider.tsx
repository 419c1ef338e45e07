import { createContext, useContext, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { MessagesProvider, type Messages } from '../i18n/messages';
import { themes, tokensToCssVariables, type ThemeName, type ThemeTokens } from './tokens';

interface ThemeContextValue {
  name: ThemeName;
  tokens: ThemeTokens;
  /** Where overlays (dialogs, popovers, menus, toasts) are portalled. */
  portalContainer: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** @default 'light' */
  theme?: ThemeName;
  /** Token overrides merged over the named theme. */
  tokens?: Partial<ThemeTokens>;
  /**
   * Element that receives overlays. When omitted, overlays go into a container
   * inside this provider's root, so they inherit the theme variables.
   */
  portalContainer?: HTMLElement | null;
  /** Message overrides for `t(key, default)`. */
  messages?: Messages;
  /** BCP 47 locale for dates and numbers. @default the browser's */
  locale?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * Root of every widget: sets the CSS custom properties of the theme on its own
 * element, with no global CSS or resets, so a host page keeps its own styles.
 */
export function ThemeProvider({
  theme = 'light',
  tokens,
  portalContainer,
  messages,
  locale,
  className,
  style,
  children,
}: ThemeProviderProps) {
  const [ownContainer, setOwnContainer] = useState<HTMLElement | null>(null);
  const merged = useMemo(() => ({ ...themes[theme], ...tokens }) as ThemeTokens, [theme, tokens]);
  const variables = useMemo(() => tokensToCssVariables(merged), [merged]);
  const value = useMemo<ThemeContextValue>(
    () => ({ name: theme, tokens: merged, portalContainer: portalContainer ?? ownContainer }),
    [theme, merged, portalContainer, ownContainer],
  );
  const rootStyle = {
    ...variables,
    color: 'var(--mc-color-text)',
    fontFamily: 'var(--mc-font-family)',
    fontSize: 'var(--mc-font-size-md)',
    lineHeight: 'var(--mc-font-line-height)',
    colorScheme: theme,
    ...style,
  } as CSSProperties;

  const content = (
    <MessagesProvider messages={messages}>
      <ThemeContext.Provider value={value}>
        <div className={className} data-mc-root="" data-theme={theme} style={rootStyle}>
          {children}
          {portalContainer ? null : <div data-mc-portal="" ref={setOwnContainer} />}
        </div>
      </ThemeContext.Provider>
    </MessagesProvider>
  );
  return locale ? <I18nProvider locale={locale}>{content}</I18nProvider> : content;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) {
    return { name: 'light', tokens: themes.light, portalContainer: null };
  }
  return value;
}

/** The element overlays should portal into (falls back to document.body outside a provider). */
export function usePortalContainer(): HTMLElement | undefined {
  const { portalContainer } = useTheme();
  if (portalContainer) return portalContainer;
  return typeof document === 'undefined' ? undefined : document.body;
}
