import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { cssVar } from '../../theme/tokens';

// The provider sets variables but no background, so stories paint the theme's own
// background: otherwise dark text colours would be checked by axe against white.
const surface = { background: cssVar('color.background'), padding: cssVar('space.4'), minHeight: 120 };

/** Wraps a story in the light theme (meta-level decorator for every controls story). */
export const withTheme: Decorator = (Story) => (
  <ThemeProvider theme="light">
    <div style={surface}>
      <Story />
    </div>
  </ThemeProvider>
);

/** Wraps a story in the dark theme; nested inside `withTheme`, the inner provider wins. */
export const withDarkTheme: Decorator = (Story) => (
  <ThemeProvider theme="dark">
    <div style={surface}>
      <Story />
    </div>
  </ThemeProvider>
);

/** A narrow column, to check wrapping and truncation. */
export const withNarrow: Decorator = (Story) => (
  <div style={{ width: 200 }}>
    <Story />
  </div>
);
