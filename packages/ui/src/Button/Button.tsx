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

/**
 * Busy state without react-aria's `isPending`: that one announces the button by
 * `aria-labelledby` from a live region that outlives it, so a button unmounted
 * while busy (a dialog closing on success) leaves an unnamed `role=img` behind.
 * Here the button stays focusable, ignores presses, is `aria-disabled`, and its
 * name carries 'Loading'.
 */
function busyProps<P extends BaseProps>(isLoading: boolean, props: P): P {
  if (!isLoading) return props;
  return {
    ...props,
    onPress: undefined,
    onPressStart: undefined,
    onPressEnd: undefined,
    onPressChange: undefined,
    onPressUp: undefined,
    onClick: undefined,
    type: props.type === 'submit' ? 'button' : props.type,
    'aria-disabled': true,
    'aria-busy': true,
    'data-loading': '',
  } as P;
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
    <StyledButton {...busyProps(isLoading, rest)} data-variant={variant} data-size={size}>
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
    <StyledButton {...busyProps(isLoading, rest)} data-variant={variant} data-size={size} data-icon-only="">
      {isLoading ? <Spinner aria-hidden="true" /> : <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />}
    </StyledButton>
  );
}

/**
 * @deprecated Use {@link Button}: ui has one button, with the variants, sizes,
 * loading state and icon the two had. This name stays so existing imports compile.
 */
export const ActionButton = Button;
/** @deprecated Use {@link ButtonProps}. */
export type ActionButtonProps = ButtonProps;
