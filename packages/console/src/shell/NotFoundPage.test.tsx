import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../provider/router';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { NotBuiltPage } from './NotBuiltPage';
import { NotFoundPage } from './NotFoundPage';

function renderIn(children: React.ReactNode) {
  render(<TestConsoleProvider router={createMemoryRouterAdapter('/no/such/page')}>{children}</TestConsoleProvider>);
}

describe('not found and not built', () => {
  it('#28 defect 3: an unknown address says the page does not exist, with a way home, and never "not built"', async () => {
    renderIn(<NotFoundPage path="/no/such/page" />);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(
      screen.getByText('There is no page at /no/such/page. The link may be wrong, or the page was moved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/health');
    expect(document.body).not.toHaveTextContent(/not available yet|not been built/);
  });

  it('#28 defect 3: a page of the spec that is not built yet keeps saying so', async () => {
    renderIn(<NotBuiltPage title="Topology" />);
    expect(await screen.findByText('Topology is not available yet')).toBeInTheDocument();
    expect(document.body).toHaveTextContent('has not been built yet');
  });
});
