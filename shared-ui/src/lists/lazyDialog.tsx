// A dialog whose code is a chunk fetched when it opens: a panel with its title and a spinner until
// then (no dialog role: the real one is), Retry and Close on failure (no React.lazy, which keeps a
// failure). The focus goes back on its opener first, so the dialog returns it there.
import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { Box, Button, Flex, Heading, Portal, Spinner, Text } from '@chakra-ui/react';
import { texts } from 'shared-i18n';
import { useLocale } from 'shared-i18n/react';
import { opener } from '../dialogs/returnFocus';
import { loadOnce } from '../forms/lazyResolver';
import { en, t } from '../i18n';

/** The stand-in's texts, each read in the active language. */
export const LAZY_DIALOG_TEXT = texts(t, 'lazyDialog', en.lazyDialog);

interface StandInProps {
  title: string;
  onClose: () => void;
  /** Set when the chunk could not be fetched. */
  onRetry?: () => void;
}

/** The dialog's place while its chunk loads or after it failed to. */
function DialogStandIn({ title, onClose, onRetry }: StandInProps) {
  useLocale();
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
  const fetch = loadOnce(load);
  let loaded: ComponentType<P> | null = null;
  function Dialog(props: P) {
    // What opened the dialog: the focus goes back there before the dialog is drawn (the menu an
    // item of which opened it has closed by then), so the dialog returns it there when it closes.
    const [openedBy] = useState(opener);
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<{ component: ComponentType<P> | null; failed: boolean }>({
      component: loaded,
      failed: false,
    });
    const refocus = () => {
      if (openedBy?.isConnected && document.activeElement !== openedBy) openedBy.focus();
    };
    useEffect(() => {
      if (state.component || state.failed) return;
      let current = true;
      fetch().then(
        (component) => {
          loaded = component;
          if (!current) return;
          refocus();
          setState({ component, failed: false });
        },
        (error: unknown) => {
          console.error('Could not load a dialog', error);
          if (current) setState({ component: null, failed: true });
        },
      );
      return () => {
        current = false;
      };
      // A retry (attempt) fetches again; the state it starts from is empty.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [attempt]);
    const onClose = 'onClose' in props ? props.onClose : props.onCancel;
    const name = typeof title === 'string' ? title : title(props);
    const Component = state.component;
    if (Component) return <Component {...props} />;
    if (!state.failed) return <DialogStandIn title={name} onClose={onClose} />;
    return (
      <DialogStandIn
        title={name}
        onClose={() => {
          refocus();
          onClose();
        }}
        onRetry={() => {
          refocus();
          setState({ component: null, failed: false });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return Object.assign(Dialog, {
    preload: () => {
      fetch().then(
        (component) => {
          loaded = component;
        },
        () => undefined,
      );
    },
  });
}
