import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { usePortalContainer } from '../theme/ThemeProvider';
import { cssVar } from '../theme/tokens';

const Bubble = styled(AriaTooltip)`
  max-width: 320px;
  padding: ${cssVar('space.1')} ${cssVar('space.2')};
  border-radius: ${cssVar('radius.sm')};
  background: ${cssVar('color.text')};
  color: ${cssVar('color.textInverse')};
  font-size: ${cssVar('font.size.sm')};
  line-height: ${cssVar('font.lineHeight')};
  box-shadow: ${cssVar('shadow.md')};
  z-index: ${cssVar('zIndex.popover')};
  overflow-wrap: anywhere;
  outline: none;
`;

export interface TooltipProps {
  /** What the tooltip says. Keep it short; never put the only copy of vital information here. */
  content: ReactNode;
  /**
   * The trigger: a react-aria-aware focusable element (our Button, IconButton,
   * Link-like RAC elements), or any focusable element wrapped in react-aria's `Focusable`.
   */
  children: ReactElement;
  /** @default 'top' */
  placement?: AriaTooltipProps['placement'];
  /** Hover delay in ms; keyboard focus shows it at once. @default 500 */
  delay?: number;
  /** @default 200 */
  closeDelay?: number;
  isDisabled?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A short hint on hover and keyboard focus (Escape closes it), portalled into
 * the ThemeProvider's overlay container so it keeps the theme.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 500,
  closeDelay = 200,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const container = usePortalContainer();
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <Bubble placement={placement} offset={6} UNSTABLE_portalContainer={container}>
        {content}
      </Bubble>
    </TooltipTrigger>
  );
}
