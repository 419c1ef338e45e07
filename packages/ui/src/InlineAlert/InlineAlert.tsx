import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { IconButton } from '../Button';
import { useT } from '../i18n/messages';
import { Icon, type IconName } from '../Icon';
import { cssVar } from '../theme/tokens';
import { VisuallyHidden } from '../VisuallyHidden';

export type InlineAlertTone = 'info' | 'success' | 'warning' | 'danger';

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.2')} ${cssVar('space.3')};
  border: 1px solid currentColor;
  border-inline-start-width: 4px;
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
  font-size: ${cssVar('font.size.sm')};
  color: ${cssVar('color.primary')};

  &[data-tone='success'] {
    color: ${cssVar('color.statusGreen')};
  }
  &[data-tone='warning'] {
    color: ${cssVar('color.statusOrange')};
  }
  &[data-tone='danger'] {
    color: ${cssVar('color.danger')};
  }
  & > svg {
    margin-top: 1px;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  /* The border and icon carry the tone; the words stay in the text colour. */
  color: ${cssVar('color.text')};
  overflow-wrap: anywhere;
`;

const Title = styled.strong`
  font-weight: ${cssVar('font.weight.bold')};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  color: ${cssVar('color.text')};
`;

const GLYPHS: Record<InlineAlertTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  danger: 'error',
};

const TONE_WORDS: Record<InlineAlertTone, [key: string, fallback: string]> = {
  info: ['ui.inlineAlert.info', 'Information'],
  success: ['ui.inlineAlert.success', 'Success'],
  warning: ['ui.inlineAlert.warning', 'Warning'],
  danger: ['ui.inlineAlert.danger', 'Error'],
};

export interface InlineAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /**
   * What kind of message this is. Each tone has its own icon shape and a word
   * for screen readers ('Error', 'Warning'…), so the state never rests on colour.
   * @default 'info'
   */
  tone?: InlineAlertTone;
  /** A short bold line above the message. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Controls at the end (Retry, Open…). */
  actions?: ReactNode;
  /** Shows a Dismiss button that calls this. */
  onDismiss?: () => void;
  /**
   * How the message is announced when it appears: `alert` interrupts (the
   * default for `danger`), `status` waits politely (the default otherwise),
   * `none` for a note that is part of the page from the start.
   */
  role?: 'alert' | 'status' | 'none';
}

/** A message inside the page (an error under a form, a note above a list), in a tone with an icon. */
export function InlineAlert({
  tone = 'info',
  title,
  children,
  actions,
  onDismiss,
  role = tone === 'danger' ? 'alert' : 'status',
  ...rest
}: InlineAlertProps) {
  const t = useT();
  const [key, fallback] = TONE_WORDS[tone];
  return (
    <Root role={role === 'none' ? undefined : role} data-tone={tone} {...rest}>
      <Icon name={GLYPHS[tone]} />
      <Body>
        {title !== undefined ? (
          <Title>
            <VisuallyHidden>{`${t(key, fallback)}: `}</VisuallyHidden>
            {title}
          </Title>
        ) : (
          <VisuallyHidden>{`${t(key, fallback)}: `}</VisuallyHidden>
        )}
        {children !== undefined ? <div>{children}</div> : null}
      </Body>
      {actions !== undefined || onDismiss ? (
        <Actions>
          {actions}
          {onDismiss ? (
            <IconButton
              icon="close"
              size="sm"
              aria-label={t('ui.inlineAlert.dismiss', 'Dismiss')}
              onPress={onDismiss}
            />
          ) : null}
        </Actions>
      ) : null}
    </Root>
  );
}
