import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Inline, Stack } from './Stack';

describe('Stack and Inline', () => {
  it('lays a stack out as a column with the gap from the spacing scale', () => {
    render(
      <StrictMode>
        <ThemeProvider theme="light">
          <Stack gap={4} data-testid="stack">
            <span>one</span>
            <span>two</span>
          </Stack>
        </ThemeProvider>
      </StrictMode>,
    );
    const stack = screen.getByTestId('stack');
    const style = getComputedStyle(stack);
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.gap).toBe('var(--mc-space-4)');
    expect(style.alignItems).toBe('stretch');
  });

  it('lays an inline out as a wrapping row, centred, and takes alignment and justification', () => {
    render(
      <Inline align="baseline" justify="between" data-testid="row">
        <span>a</span>
      </Inline>,
    );
    const style = getComputedStyle(screen.getByTestId('row'));
    expect(style.flexDirection).toBe('row');
    expect(style.flexWrap).toBe('wrap');
    expect(style.alignItems).toBe('baseline');
    expect(style.justifyContent).toBe('space-between');
  });

  it('renders as a list element when asked, so items stay a list', () => {
    render(
      <Inline as="ul" wrap={false} aria-label="Tags">
        <li>prod</li>
        <li>eu</li>
      </Inline>,
    );
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(getComputedStyle(list).flexWrap).toBe('nowrap');
  });
});
