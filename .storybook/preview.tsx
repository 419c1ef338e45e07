import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

// Plays wait for parts that load on demand (the check detail's dialog, for one); on a busy two-core machine
// they take longer than testing-library's default second (the Pivot story failed so while e2e ran beside it).
configure({ asyncUtilTimeout: 5_000 });

// Cards off-screen skip rendering through `content-visibility: auto`, and axe-core then judges their text
// against whatever it finds behind them (axe-core issue #2768), a result that depends on the viewport and
// on timing. Stories render everything, so every story's axe check sees the page as painted.
const renderEverything = document.createElement('style');
renderEverything.textContent = '* { content-visibility: visible !important; }';
document.head.append(renderEverything);

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: 'error' },
  },
};

export default preview;
