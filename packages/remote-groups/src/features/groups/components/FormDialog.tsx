// The frame of the Groups screen's form modals (Add/Edit Group, Update Group Level): a titled
// dialog around a form, with Cancel and a submit button that spins while the form is sent.
import type { FormEventHandler, ReactNode } from 'react';
import { Button, Dialog, Portal, Stack } from 'shared-ui';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** Red for an irreversible step. */
  submitColor?: 'brand' | 'red';
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({
  title,
  submitLabel,
  submitColor = 'brand',
  submitting,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
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
                <Button type="submit" colorPalette={submitColor} loading={submitting}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
