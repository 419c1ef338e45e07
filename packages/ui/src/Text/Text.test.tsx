import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('renders a span in the default tone, inheriting size and weight', () => {
    render(
      <StrictMode>
        <Text>Last run 5 minutes ago</Text>
      </StrictMode>,
    );
    const text = screen.getByText('Last run 5 minutes ago');
    expect(text.tagName).toBe('SPAN');
    expect(text).toHaveAttribute('data-tone', 'default');
    expect(text).not.toHaveAttribute('data-size');
    expect(text).not.toHaveAttribute('data-weight');
  });

  it('takes a tone, size, weight and element', () => {
    render(
      <Text as="p" tone="danger" size="sm" weight="bold">
        Connection refused
      </Text>,
    );
    const text = screen.getByText('Connection refused');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-tone', 'danger');
    expect(text).toHaveAttribute('data-size', 'sm');
    expect(text).toHaveAttribute('data-weight', 'bold');
  });

  it('marks monospaced and truncated text, and passes other attributes through', () => {
    render(
      <Text mono truncate title="checks/http-api" id="name">
        checks/http-api
      </Text>,
    );
    const text = screen.getByText('checks/http-api');
    expect(text).toHaveAttribute('data-mono');
    expect(text).toHaveAttribute('data-truncate');
    expect(text).toHaveAttribute('title', 'checks/http-api');
    expect(text).toHaveAttribute('id', 'name');
  });
});
