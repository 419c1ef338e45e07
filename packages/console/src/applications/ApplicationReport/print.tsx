import { createGlobalStyle, styled } from 'styled-components';

/**
 * The print layout's sheet: a white page over the whole window (the shell stays mounted beneath it, so leaving the
 * layout keeps the console's state). Portalled to <body>, it is a sibling of the app root, which is what lets the
 * print rule below hide everything else.
 */
export const PrintSheet = styled.main`
  position: fixed;
  inset: 0;
  z-index: 2147483000;
  overflow: auto;
  padding: 24px 32px;
  background: #fff;
  color: #111;
  font-family:
    system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    sans-serif;

  & h1 {
    margin: 0 0 4px;
    font-size: 24px;
  }
`;

export const PrintToolbar = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  margin-bottom: 16px;

  @media print {
    display: none;
  }
`;

/**
 * Print CSS of the layout, mounted only while it is shown (the design system sets no global CSS otherwise): in
 * print, only the sheet is on paper, it flows over pages instead of scrolling, and sections do not split.
 */
export const PrintStyles = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 14mm;
    }
    body > *:not([data-application-print]) {
      display: none !important;
    }
    [data-application-print] {
      position: static !important;
      overflow: visible !important;
      padding: 0 !important;
    }
    [data-application-print] section {
      break-inside: avoid-page;
    }
  }
`;
