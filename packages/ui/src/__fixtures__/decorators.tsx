import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from '../theme/ThemeProvider';
import { cssVar } from '../theme/tokens';
import type { ThemeName } from '../theme/tokens';

// The provider sets variables but paints no background, so stories paint the
// theme's own: otherwise axe would check dark-theme text against a white page.
const surface = { background: cssVar('color.background'), padding: cssVar('space.4') };

/**
 * Meta-level decorator: a ThemeProvider in the theme named by the story's
 * `parameters.theme` (light unless a story asks for `'dark'`), plus an optional
 * `parameters.width` to render the story in a narrow column.
 */
export const withThemeProvider: Decorator = (Story, context) => {
  const theme = (context.parameters.theme as ThemeName | undefined) ?? 'light';
  const width = context.parameters.width as number | undefined;
  return (
    <ThemeProvider theme={theme}>
      <div style={{ ...surface, ...(width ? { width } : {}) }}>
        <Story />
      </div>
    </ThemeProvider>
  );
};

/** Story parameters for the dark theme. */
export const darkParameters = { theme: 'dark' } as const;

/** Story parameters for a narrow column, to check wrapping and truncation. */
export const narrowParameters = { width: 180 } as const;
