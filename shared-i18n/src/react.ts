// The active language for React: a component that reads it re-renders when it changes.
import { useSyncExternalStore } from 'react';
import { activeDigits, activeLocale, onLocaleChange, type Digits, type Locale } from './index';

export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
}

export function useDigits(): Digits {
  return useSyncExternalStore(onLocaleChange, activeDigits, activeDigits);
}
