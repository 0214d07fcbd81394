// Renders the shared toast store top-right, adding to Chakra's toaster a pause while the window is
// unfocused, dismiss by click or key, and swipe. A chunk mounted on the first toast, which then
// shows the toasts asked for while it loaded, in order.
import { useEffect, useLayoutEffect } from 'react';
import {
  Toaster as ChakraToaster,
  Portal,
  Stack,
  Toast,
  type CreateToasterReturn,
} from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../theme/recipes';
import { toastStore } from './toast-store';
import { attachToastView } from './toaster';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

// The toasts' recipe comes with their view, fetched on the first toast (theme/recipes.ts).
addRecipes({ slotRecipes: { toast: toastSlotRecipe } });

interface ToastCardProps {
  title?: React.ReactNode;
  description?: React.ReactNode;
  closable?: boolean;
  onDismiss: () => void;
}

function ToastCard({ title, description, closable, onDismiss }: ToastCardProps) {
  const swipe = useSwipeToDismiss(onDismiss);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not static: Chakra's Toast.Root renders role="status" and tabIndex 0 (tested), which lint cannot see
    <Toast.Root
      width={{ md: 'sm' }}
      cursor="pointer"
      touchAction="pan-y"
      data-testid="toast"
      style={
        swipe.offset
          ? { transform: `translateX(${swipe.offset}px)`, transition: 'none' }
          : undefined
      }
      {...swipe.handlers}
      // Enter and Space on the focused toast dismiss it as a click does (Escape closes it too).
      onClick={() => {
        if (!swipe.wasDragged()) onDismiss();
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onDismiss();
        }
      }}
    >
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {title ? <Toast.Title>{title}</Toast.Title> : null}
        {description ? <Toast.Description>{description}</Toast.Description> : null}
      </Stack>
      {closable ? <Toast.CloseTrigger /> : null}
    </Toast.Root>
  );
}

export interface ToasterViewProps {
  toaster?: CreateToasterReturn;
}

export function ToasterView({ toaster = toastStore }: ToasterViewProps) {
  // The shared store's toasts that waited for this view go in once its zag machine has started
  // (in a microtask queued by its layout effect, which runs before this one): put into the store
  // earlier, when the view mounts after the page did, they are never shown (toaster-mount.test).
  useLayoutEffect(() => {
    if (toaster !== toastStore) return;
    let detach: (() => void) | null = null;
    let live = true;
    queueMicrotask(() => {
      if (live) detach = attachToastView();
    });
    return () => {
      live = false;
      detach?.();
    };
  }, [toaster]);

  useEffect(() => {
    const pause = () => toaster.pause();
    const resume = () => toaster.resume();
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, [toaster]);

  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <ToastCard
            title={toast.title}
            description={toast.description}
            closable={toast.closable}
            onDismiss={() => {
              // dismiss() without an id would close every toast
              if (toast.id) toaster.dismiss(toast.id);
            }}
          />
        )}
      </ChakraToaster>
    </Portal>
  );
}
