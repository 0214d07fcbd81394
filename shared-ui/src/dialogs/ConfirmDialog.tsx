// Asks before an irreversible action (deletes, level updates). Cancel, Escape and the backdrop close it.
import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { t } from '../i18n';
import { useReturnFocus } from './returnFocus';
import { useLocale } from 'shared-i18n/react';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Danger actions get a red confirm button. */
  destructive?: boolean;
  busy?: boolean;
}

export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = t('confirm.title'),
  message,
  confirmLabel = t('confirm.confirm'),
  cancelLabel = t('confirm.cancel'),
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  useLocale();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      finalFocusEl={returnFocus}
      // A modal keeps the focus inside; the focus moving out by a program (the dialog this one
      // replaced giving it back to its opener) is no reason to close it. Escape, the backdrop
      // and the buttons still do.
      onFocusOutside={(event) => event.preventDefault()}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {message ? <Dialog.Body>{message}</Dialog.Body> : null}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                onClick={onConfirm}
                loading={busy}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
