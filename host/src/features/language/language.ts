// Which language the shell shows: a signed-in user's preference (stored by the API, applied when
// their session loads, on any device), else the choice this browser made, else the browser's own
// languages, else English. The current choice is kept in the browser so the next visit's first
// paint is already in it.
import {
  DEFAULT_LOCALE,
  activeDigits,
  activeLocale,
  isDigits,
  isLocale,
  onLocaleChange,
  preferredLocale,
  type Digits,
  type Locale,
} from 'shared-i18n';

export interface LanguageChoice {
  locale: Locale;
  digits: Digits;
}

export const LANGUAGE_KEY = 'linguadesk.language';

function readChoice(value: unknown): LanguageChoice | null {
  if (!value || typeof value !== 'object') return null;
  const { locale, digits } = value as Record<string, unknown>;
  return isLocale(locale) ? { locale, digits: isDigits(digits) ? digits : 'latn' } : null;
}

/** A signed-in user's stored preference, when the API sent one. */
export function preferenceOf(user: unknown): LanguageChoice | null {
  return readChoice(user);
}

function storedChoice(): LanguageChoice | null {
  try {
    return readChoice(JSON.parse(localStorage.getItem(LANGUAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/** The language of the first paint: this browser's last choice, else its languages' first we speak. */
export function initialChoice(): LanguageChoice {
  const stored = storedChoice();
  if (stored) return stored;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { locale: preferredLocale(languages.filter(Boolean)) ?? DEFAULT_LOCALE, digits: 'latn' };
}

/** Keeps every change of language (the header's switch, the profile, a sign-in) in the browser. */
export function rememberChoices(): () => void {
  return onLocaleChange(() => {
    try {
      localStorage.setItem(
        LANGUAGE_KEY,
        JSON.stringify({ locale: activeLocale(), digits: activeDigits() }),
      );
    } catch {
      // A browser that keeps nothing still shows the language for this visit.
    }
  });
}
