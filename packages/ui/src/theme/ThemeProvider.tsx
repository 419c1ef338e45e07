import { createContext, useCallback, useContext, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
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
  // The overlay container exists from the first render, so an overlay open on
  // mount portals into it straight away (not into document.body first). It is
  // attached by a ref placed before the children: refs and layout effects run in
  // tree order, so it is in the document before any child's layout effect (focus
  // management, aria-hiding of the rest of the page) runs.
  const [ownContainer] = useState<HTMLElement | null>(() => createOverlayContainer());
  const attachContainer = useCallback(
    (host: HTMLDivElement | null) => {
      // No cleanup: the container leaves the document with its host element.
      if (host && ownContainer && ownContainer.parentNode !== host) host.appendChild(ownContainer);
    },
    [ownContainer],
  );
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
          {portalContainer ? null : (
            <div data-mc-portal-host="" style={{ display: 'contents' }} ref={attachContainer} />
          )}
          {children}
        </div>
      </ThemeContext.Provider>
    </MessagesProvider>
  );
  return locale ? <I18nProvider locale={locale}>{content}</I18nProvider> : content;
}

function createOverlayContainer(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.createElement('div');
  element.setAttribute('data-mc-portal', '');
  return element;
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
