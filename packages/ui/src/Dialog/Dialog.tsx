import type { ReactNode } from 'react';
import { Button, IconButton } from '../Button';
import { useControllableState } from '../hooks/useControllableState';
import { useT } from '../i18n/messages';
import { usePortalContainer } from '../theme/ThemeProvider';
import { Body, dialogWidths, Footer, Header, Overlay, StyledDialog, StyledModal, Title } from './Dialog.styles';

export type DialogSize = 'very-small' | 'small' | 'medium' | 'large' | 'full';

export interface DialogProps {
  /** The heading; required so every dialog has an accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Actions at the bottom, typically Cancel and a primary button. */
  footer?: ReactNode;
  /** @default 'medium' */
  size?: DialogSize;
  /** Show the Expand/Collapse button that toggles between `size` and full. @default true unless size is 'full' */
  isExpandable?: boolean;
  /** Whether the dialog is expanded to full size (controlled). */
  isExpanded?: boolean;
  /** @default false */
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Open state (controlled). Leave undefined inside a react-aria `DialogTrigger`. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close when the backdrop is clicked. Escape always closes. @default true */
  isDismissable?: boolean;
  /** Hide the close button (for dialogs that must be answered through the footer). @default false */
  hideCloseButton?: boolean;
  /** Use 'alertdialog' for confirmations. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: focus is trapped inside and returns to the trigger on close,
 * Escape closes, and it portals into the ThemeProvider's overlay container.
 */
export function Dialog({
  title,
  children,
  footer,
  size = 'medium',
  isExpandable = size !== 'full',
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  hideCloseButton = false,
  role = 'dialog',
}: DialogProps) {
  const t = useT();
  const portalContainer = usePortalContainer();
  const [expanded, setExpanded] = useControllableState({
    value: isExpanded,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const effectiveSize: DialogSize = expanded ? 'full' : size;

  return (
    <Overlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      UNSTABLE_portalContainer={portalContainer}
    >
      <StyledModal data-size={effectiveSize} $width={dialogWidths[effectiveSize]} $full={effectiveSize === 'full'}>
        <StyledDialog role={role} data-size={effectiveSize}>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                {isExpandable ? (
                  <Button variant="ghost" size="sm" onPress={() => setExpanded((value) => !value)}>
                    {expanded ? t('dialog.collapse', 'Collapse') : t('dialog.expand', 'Expand')}
                  </Button>
                ) : null}
                {hideCloseButton ? null : (
                  <IconButton icon="close" size="sm" aria-label={t('dialog.close', 'Close')} onPress={close} />
                )}
              </Header>
              {/* Focusable so a long body can be scrolled from the keyboard. */}
              <Body tabIndex={0}>{children}</Body>
              {footer ? <Footer>{footer}</Footer> : null}
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </Overlay>
  );
}
