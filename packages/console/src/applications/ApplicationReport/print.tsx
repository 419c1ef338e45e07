import { createGlobalStyle, styled } from 'styled-components';

/**
 * The print layout's sheet: the report alone on a white page. Portalled to <body>, it is a sibling of the host's
 * app root, which is what lets the rule below take everything else (the console's shell) off the page while the
 * layout is shown; the shell stays mounted, so leaving the layout keeps its state.
 */
export const PrintSheet = styled.main`
  min-height: 100vh;
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
 * The layout's page CSS, mounted only while it is shown (the design system sets no global CSS otherwise): no shell
 * on screen or on paper; in print, A4 pages with margins and sections that do not split.
 */
export const PrintStyles = createGlobalStyle`
  body > *:not([data-application-print]) {
    display: none !important;
  }
  @media print {
    @page {
      size: A4;
      margin: 14mm;
    }
    [data-application-print] {
      padding: 0 !important;
      min-height: 0 !important;
    }
    [data-application-print] section {
      break-inside: avoid-page;
    }
  }
`;
