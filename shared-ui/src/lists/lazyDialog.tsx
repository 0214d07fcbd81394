// A dialog whose code (its form, react-hook-form, its fields, the dialog machinery of
// shared-ui/overlays) is a chunk fetched when it opens, not with the screen (issue 11). A screen
// mounts it only while it is open. Until the chunk is there the user sees the dialog opening: a
// panel with its title and a spinner (no dialog role yet: the dialog named by its title is the
// real one, which tests and assistive technology wait for); if the chunk cannot be fetched, the panel says so with
// Retry (a fresh fetch) and Close. The focus stays on what opened it while the chunk loads, so
// the real dialog, once drawn, gives the focus back to that element when it closes.
import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { Box, Button, Flex, Heading, Portal, Spinner, Text } from '@chakra-ui/react';
import { opener } from '../dialogs/returnFocus';
import { LazyPartView, lazyPart } from './lazyPart';

export const LAZY_DIALOG_TEXT = {
  loading: 'Loading...',
  failed: 'This dialog could not be loaded. Check your connection and try again.',
  retry: 'Retry',
  close: 'Close',
} as const;

interface StandInProps {
  title: string;
  onClose: () => void;
  /** Set when the chunk could not be fetched. */
  onRetry?: () => void;
}

/** The dialog's place while its chunk loads or after it failed to. */
function DialogStandIn({ title, onClose, onRetry }: StandInProps) {
  const retryButton = useRef<HTMLButtonElement>(null);
  const failed = onRetry !== undefined;
  useEffect(() => {
    if (failed) retryButton.current?.focus();
  }, [failed]);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    <Portal>
      <Box position="fixed" inset="0" bg="blackAlpha.500" zIndex="modal" />
      <Flex position="fixed" inset="0" zIndex="modal" align="center" justify="center" p="4">
        <Box
          // A dialog to act on once it failed; while it loads, a panel whose status is read out
          // (the dialog proper, with its name, is the one that follows).
          role={failed ? 'alertdialog' : undefined}
          aria-label={failed ? title : undefined}
          aria-busy={!failed}
          data-testid={failed ? undefined : 'dialog-loading'}
          bg="bg.panel"
          borderRadius="l3"
          boxShadow="lg"
          p="6"
          w="full"
          maxW="md"
        >
          <Heading as="h2" size="md" mb="4">
            {title}
          </Heading>
          {failed ? (
            <>
              <Text color="fg.error">{LAZY_DIALOG_TEXT.failed}</Text>
              <Flex justify="flex-end" gap="3" mt="6">
                <Button variant="outline" onClick={onClose}>
                  {LAZY_DIALOG_TEXT.close}
                </Button>
                <Button ref={retryButton} colorPalette="brand" onClick={onRetry}>
                  {LAZY_DIALOG_TEXT.retry}
                </Button>
              </Flex>
            </>
          ) : (
            <Flex role="status" align="center" gap="3" py="4">
              <Spinner size="md" color="brand.solid" />
              <Text color="fg.muted">{LAZY_DIALOG_TEXT.loading}</Text>
            </Flex>
          )}
        </Box>
      </Flex>
    </Portal>
  );
}

/** A dialog closes by `onClose`, or by `onCancel` (ConfirmDialog). */
type Closable = { onClose: () => void } | { onCancel: () => void };

export type LazyDialog<P> = ((props: P) => ReactElement) & {
  /** Fetches the dialog's chunk now (hover or focus of the button that opens it). */
  preload: () => void;
};

/**
 * `load` answers the dialog component (`() => import('./AddStudentModal').then((m) =>
 * m.AddStudentModal)`, or shared-ui/overlays' ConfirmDialog); `title` names the panel shown while
 * it loads.
 */
export function lazyDialog<P extends Closable>(
  load: () => Promise<ComponentType<P>>,
  title: string | ((props: P) => string),
): LazyDialog<P> {
  const part = lazyPart(load);
  function Dialog(props: P) {
    const onClose = 'onClose' in props ? props.onClose : props.onCancel;
    // What opened the dialog, to take the focus back before a retry: the dialog drawn then
    // returns the focus there when it closes, not to the Retry button that is gone.
    const [openedBy] = useState(opener);
    const name = typeof title === 'string' ? title : title(props);
    const close = () => {
      if (openedBy?.isConnected) openedBy.focus();
      onClose();
    };
    return (
      <LazyPartView
        part={part}
        props={props}
        loading={<DialogStandIn title={name} onClose={onClose} />}
        failed={(retry) => (
          <DialogStandIn
            title={name}
            onClose={close}
            onRetry={() => {
              if (openedBy?.isConnected) openedBy.focus();
              retry();
            }}
          />
        )}
      />
    );
  }
  return Object.assign(Dialog, { preload: part.preload });
}
