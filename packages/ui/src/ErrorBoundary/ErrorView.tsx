import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { useT } from '../i18n/messages';
import { Icon } from '../Icon';
import { cssVar } from '../theme/tokens';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  padding: ${cssVar('space.5')};
  border: 1px solid ${cssVar('color.border')};
  border-left: 4px solid ${cssVar('color.statusRed')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
  min-width: 0;
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  margin: 0;
  font-size: ${cssVar('font.size.lg')};
  color: ${cssVar('color.statusRed')};
`;

const Message = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${cssVar('color.textMuted')};
  }
  summary:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

const Pre = styled.pre`
  margin: ${cssVar('space.2')} 0 0;
  padding: ${cssVar('space.2')};
  max-height: 320px;
  overflow: auto;
  background: ${cssVar('color.surfaceSunken')};
  border-radius: ${cssVar('radius.sm')};
  font-family: ${cssVar('font.mono')};
  font-size: ${cssVar('font.size.xs')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: ${cssVar('space.2')};
  flex-wrap: wrap;
`;

function describeCause(cause: unknown): string | null {
  if (cause === undefined || cause === null) return null;
  if (cause instanceof Error) return cause.stack ?? `${cause.name}: ${cause.message}`;
  if (typeof cause === 'string') return cause;
  try {
    return JSON.stringify(cause, null, 2);
  } catch {
    return String(cause);
  }
}

export interface ErrorViewProps {
  /** @default 'Something went wrong' */
  title?: ReactNode;
  /** The error; its message is shown, with stack and cause unless `hideDetails`. */
  error?: unknown;
  /** Hide stack and cause, e.g. for end users of a host portal. @default false */
  hideDetails?: boolean;
  /** Shows a 'Try again' button. */
  onRetry?: () => void;
  /** Shows a 'Go back' button. */
  onBack?: () => void;
  className?: string;
}

/** An error page or panel: a title, the message, details on demand and ways out. */
export function ErrorView({ title, error, hideDetails = false, onRetry, onBack, className }: ErrorViewProps) {
  const t = useT();
  const headingId = useId();
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : error ? String(error) : null;
  const stack = error instanceof Error ? (error.stack ?? null) : null;
  const cause = error instanceof Error ? describeCause(error.cause) : null;
  return (
    <Root role="alert" aria-labelledby={headingId} className={className}>
      <Heading id={headingId}>
        <Icon name="error" size="lg" />
        {title ?? t('ui.errorView.title', 'Something went wrong')}
      </Heading>
      {message ? <Message>{message}</Message> : null}
      {!hideDetails && (stack || cause) ? (
        <Details>
          <summary>{t('ui.errorView.details', 'Details')}</summary>
          {stack ? (
            <Pre aria-label={t('ui.errorView.stack', 'Stack trace')} tabIndex={0}>
              {stack}
            </Pre>
          ) : null}
          {cause ? (
            <Pre aria-label={t('ui.errorView.cause', 'Cause')} tabIndex={0}>
              {cause}
            </Pre>
          ) : null}
        </Details>
      ) : null}
      {onRetry || onBack ? (
        <Actions>
          {onRetry ? (
            <Button variant="primary" icon="refresh" onPress={onRetry}>
              {t('ui.errorView.retry', 'Try again')}
            </Button>
          ) : null}
          {onBack ? (
            <Button icon="chevron-left" onPress={onBack}>
              {t('ui.errorView.back', 'Go back')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </Root>
  );
}
