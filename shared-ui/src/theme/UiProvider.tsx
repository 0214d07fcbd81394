// The one provider every app (host, and each remote when it runs alone) wraps its tree in. It
// follows the active language: Chakra's components read its Intl locale and direction (menus,
// drawers and popovers open on the right side in Arabic), and <html> gets its `lang` and `dir`.
import { useEffect, type ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { activeIntlLocale, directionOf } from 'shared-i18n';
import { useDigits, useLocale } from 'shared-i18n/react';
import { system } from './system';
import { Toaster } from '../toaster/Toaster';
import { setToastQueueLimit } from '../toaster/toaster';

export interface UiProviderProps {
  children: ReactNode;
  /** Toasts shown at once; more wait in a queue. */
  toastQueueLimit?: number;
}

export function UiProvider({ children, toastQueueLimit }: UiProviderProps) {
  const locale = useLocale();
  // Read so a change of digits re-renders with the Intl locale that carries them.
  useDigits();
  const intlLocale = activeIntlLocale();
  useEffect(() => {
    if (toastQueueLimit !== undefined) setToastQueueLimit(toastQueueLimit);
  }, [toastQueueLimit]);
  useEffect(() => {
    // The whole page, portals (dialogs, toasts) included, reads its direction from <html>.
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={intlLocale}>
        {children}
        <Toaster />
      </LocaleProvider>
    </ChakraProvider>
  );
}
