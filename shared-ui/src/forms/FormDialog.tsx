// The frame of every form modal (Add Student, Add Group, Add Call, Update Group Level...): a
// titled dialog around a form, with Cancel, a close button and a submit button that spins while
// the form is sent. It cannot be closed while the form is being sent, so no answer is lost.
//
// It fits the screen at any height: the header and the footer (Cancel, submit) stay in place and
// the body scrolls between them, so the submit button is always reachable by wheel and by Tab.
// Pressing Cancel or submit does not take the focus from the field being typed in: the field's
// blur would show its error, move the footer under the pointer and lose the click; the submit
// then validates every field at once (one behaviour for every form).
import type { FormEventHandler, MouseEvent, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack, chakra } from '@chakra-ui/react';
import { useReturnFocus } from '../dialogs/returnFocus';
import { t } from '../i18n';
import { useLocale } from 'shared-i18n/react';

/** Keeps the focus where it is when a footer button is pressed with the pointer. */
function keepFocusOnPress(event: MouseEvent) {
  event.preventDefault();
}

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
  useLocale();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      finalFocusEl={returnFocus}
      // A modal keeps the focus inside; the focus moving out by a program (the dialog this one
      // replaced giving it back to its opener) is no reason to close it. Escape, the backdrop
      // and the buttons still do.
      onFocusOutside={(event) => event.preventDefault()}
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
            <chakra.form
              onSubmit={onSubmit}
              noValidate
              aria-label={title}
              display="flex"
              flexDirection="column"
              flex="1"
              minH="0"
            >
              <Dialog.Header borderBottomWidth="1px" pb="4">
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body minH="0" pt="4">
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer borderTopWidth="1px" pt="4">
                <Button
                  variant="outline"
                  onClick={onClose}
                  onMouseDown={keepFocusOnPress}
                  disabled={submitting}
                >
                  {t('form.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette={submitColor}
                  loading={submitting}
                  loadingText={submittingLabel}
                  onMouseDown={keepFocusOnPress}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} disabled={submitting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
