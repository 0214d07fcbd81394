// Chakra's Toaster over the suite's store, top-right (top-left in Arabic). Beyond Chakra's toaster (hover pause, hotkey,
// gap, queue), the spec's rules: pause while the window has no focus, dismiss by click (Enter or
// Space from the keyboard) and by dragging sideways past a share of the toast's width. A chunk of
// its own, mounted by Toaster.tsx on the first toast.
import { useEffect } from 'react';
import { Toaster as ChakraToaster, Portal, Stack, Toast, useLocaleContext } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useLocale } from 'shared-i18n/react';
import { t } from '../i18n';
import { addRecipes } from '../theme/recipes';
import { hotkeyLabel, placeToasts, toaster } from './toaster';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

// The toasts' recipe comes with their view (theme/recipes.ts).
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
      {closable ? <Toast.CloseTrigger aria-label={t('toaster.dismiss')} /> : null}
    </Toast.Root>
  );
}

export function ToasterView() {
  useLocale();
  // Before the group draws: its placement follows the page's direction (idempotent).
  placeToasts(useLocaleContext().dir);
  useEffect(() => {
    const pause = () => toaster.pause();
    const resume = () => toaster.resume();
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, []);

  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        aria-label={t('toaster.region', { hotkey: hotkeyLabel() })}
      >
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
