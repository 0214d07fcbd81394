// The frame of every form modal (Add Student, Add Group, Add Call, Update Group Level...): a
// titled dialog around a form, with Cancel, a close button and a submit button that spins while
// the form is sent. It cannot be closed while the form is being sent, so no answer is lost.
import type { FormEventHandler, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';

export interface FormDialogProps {
  /** Open by default: a screen that mounts the dialog only while it is shown leaves this out. */
  open?: boolean;
  title: string;
  submitLabel: string;
  /** The submit button's text while the form is sent (its spinner alone otherwise). */
  submittingLabel?: string;
  /** Red for an irreversible step. */
  submitColor?: 'brand' | 'red';
  submitting: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** 'lg' for long forms. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

export function FormDialog({
  open = true,
  title,
  submitLabel,
  submittingLabel,
  submitColor = 'brand',
  submitting,
  onClose,
  onSubmit,
  size = 'md',
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !submitting) onClose();
      }}
      size={size}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={submitting}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette={submitColor}
                  loading={submitting}
                  loadingText={submittingLabel}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={submitting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
