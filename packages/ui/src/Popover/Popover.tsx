import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { usePortalContainer } from '../theme/ThemeProvider';
import { cssVar } from '../theme/tokens';
import { unnamedSurface } from './surface';

const Panel = styled(AriaPopover)`
  min-width: 200px;
  max-width: min(420px, 95vw);
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surfaceRaised')};
  color: ${cssVar('color.text')};
  box-shadow: ${cssVar('shadow.lg')};
  z-index: ${cssVar('zIndex.popover')};
  outline: none;
`;

const Body = styled(Dialog)`
  padding: ${cssVar('space.3')};
  outline: none;
  max-height: inherit;
  overflow: auto;
`;

const Title = styled(Heading)`
  margin: 0 0 ${cssVar('space.2')};
  font-size: ${cssVar('font.size.md')};
  font-weight: ${cssVar('font.weight.bold')};
`;

export interface PopoverProps {
  /** A react-aria-aware pressable element (our Button or IconButton) that opens the popover. */
  trigger: ReactElement;
  /** Content, or a function receiving `close`. */
  children: ReactNode | ((props: { close: () => void }) => ReactNode);
  /** A visible heading that also names the dialog. One of `title` or `aria-label` is needed. */
  title?: string;
  'aria-label'?: string;
  /** @default 'bottom start' */
  placement?: AriaPopoverProps['placement'];
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/**
 * Non-modal content anchored to a trigger: focus moves in, Escape or a click
 * outside closes it and focus returns to the trigger. Portalled into the
 * ThemeProvider's overlay container.
 */
export function Popover({
  trigger,
  children,
  title,
  placement = 'bottom start',
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  ...rest
}: PopoverProps) {
  const container = usePortalContainer();
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Panel
        {...unnamedSurface}
        placement={placement}
        offset={6}
        UNSTABLE_portalContainer={container}
        className={className}
      >
        <Body aria-label={title ? undefined : rest['aria-label']}>
          {({ close }) => (
            <>
              {title ? <Title slot="title">{title}</Title> : null}
              {typeof children === 'function' ? children({ close }) : children}
            </>
          )}
        </Body>
      </Panel>
    </DialogTrigger>
  );
}
