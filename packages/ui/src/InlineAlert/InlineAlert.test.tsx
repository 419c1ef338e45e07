import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n/messages';
import { InlineAlert } from './InlineAlert';

describe('InlineAlert', () => {
  it('announces a danger message as an alert, led by the word Error', () => {
    render(
      <StrictMode>
        <InlineAlert tone="danger">Connection refused</InlineAlert>
      </StrictMode>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Connection refused');
    expect(alert).toHaveAttribute('data-tone', 'danger');
    expect(alert.querySelector('svg')).toHaveAttribute('data-icon', 'error');
  });

  it.each([
    ['info', 'Information', 'info'],
    ['success', 'Success', 'check'],
    ['warning', 'Warning', 'warning'],
  ] as const)('announces %s politely as a status, with its word and icon', (tone, word, glyph) => {
    render(<InlineAlert tone={tone}>Saved 3 checks</InlineAlert>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`${word}: Saved 3 checks`);
    expect(status.querySelector('svg')).toHaveAttribute('data-icon', glyph);
  });

  it('takes a title, actions, a role of none, and translations', () => {
    render(
      <MessagesProvider messages={{ 'ui.inlineAlert.warning': 'Achtung' }}>
        <InlineAlert tone="warning" role="none" title="Certificate expires soon" actions={<button>Renew</button>}>
          In 3 days
        </InlineAlert>
      </MessagesProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Certificate expires soon').closest('strong')).toHaveTextContent(
      'Achtung: Certificate expires soon',
    );
    expect(screen.getByRole('button', { name: 'Renew' })).toBeInTheDocument();
  });

  it('calls onDismiss from its Dismiss button', async () => {
    const onDismiss = vi.fn();
    render(
      <InlineAlert tone="success" onDismiss={onDismiss}>
        Saved
      </InlineAlert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
