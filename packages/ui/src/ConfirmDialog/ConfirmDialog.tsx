import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { useT } from '../i18n/messages';
import { cssVar } from '../theme/tokens';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** @default 'Are you sure?' */
  title?: ReactNode;
  /** The question, for example 'Are you sure you want to delete the permission?'. */
  message: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** 'danger' for destructive actions. @default 'primary' */
  variant?: 'primary' | 'danger';
  /**
   * Runs on confirm. A returned promise keeps the dialog open and busy until it
   * settles; it closes on success and shows the error message on failure.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
}

const Failure = styled.p`
  margin: ${cssVar('space.2')} 0 0;
  color: ${cssVar('color.danger')};
`;

/** A small alert dialog that asks before an action, with a busy state for async work. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onOpenChange(false);
  };

  const confirm = async () => {
    setFailure(null);
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setBusy(true);
    try {
      await result;
      close();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('confirm.failed', 'An error occurred'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      size="small"
      isExpandable={false}
      hideCloseButton
      isDismissable={!busy}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (busy) return;
        if (!open) onCancel?.();
        if (open) onOpenChange(true);
        else close();
      }}
      title={title ?? t('confirm.title', 'Are you sure?')}
      footer={
        <>
          <Button
            onPress={() => {
              onCancel?.();
              close();
            }}
            isDisabled={busy}
          >
            {cancelLabel ?? t('confirm.cancel', 'Cancel')}
          </Button>
          {/* Busy without react-aria's isPending: its announcement leaves an unnamed
              role=img node in document.body after the dialog closes (axe role-img-alt).
              The button stays focusable and ignores presses while the work runs. */}
          <Button
            variant={variant}
            onPress={busy ? undefined : () => void confirm()}
            aria-disabled={busy || undefined}
            data-busy={busy || undefined}
            autoFocus
          >
            {busy ? t('confirm.busy', 'Working…') : (confirmLabel ?? t('confirm.confirm', 'Confirm'))}
          </Button>
        </>
      }
    >
      <div>{message}</div>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
    </Dialog>
  );
}
