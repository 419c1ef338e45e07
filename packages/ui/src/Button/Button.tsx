import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useT } from '../i18n/messages';
import { Icon, type IconName } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { Spinner, StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface BaseProps extends Omit<AriaButtonProps, 'children' | 'isPending' | 'className' | 'style'> {
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /**
   * Shows a spinner and keeps the button focusable but inert, announcing the
   * busy state, while an action runs.
   * @default false
   */
  isLoading?: boolean;
  className?: string;
}

export interface ButtonProps extends BaseProps {
  children: ReactNode;
  /** A glyph before the label. */
  icon?: IconName | (string & {});
}

/** A button with a visible label, on react-aria's Button (press, keyboard, focus ring). */
export function Button({
  variant = 'secondary',
  size = 'md',
  isLoading = false,
  icon,
  children,
  ...rest
}: ButtonProps) {
  const t = useT();
  return (
    <StyledButton {...rest} isPending={isLoading} data-variant={variant} data-size={size}>
      {isLoading ? (
        <Spinner aria-hidden="true" />
      ) : icon ? (
        <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />
      ) : null}
      <span>{children}</span>
      {isLoading ? <VisuallyHidden>{t('ui.button.loading', 'Loading')}</VisuallyHidden> : null}
    </StyledButton>
  );
}

export interface IconButtonProps extends BaseProps {
  /** The glyph shown. */
  icon: IconName | (string & {});
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
}

/** A square button showing only an icon; its accessible name is required by type. */
export function IconButton({ variant = 'ghost', size = 'md', isLoading = false, icon, ...rest }: IconButtonProps) {
  return (
    <StyledButton {...rest} isPending={isLoading} data-variant={variant} data-size={size} data-icon-only="">
      {isLoading ? <Spinner aria-hidden="true" /> : <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />}
    </StyledButton>
  );
}
