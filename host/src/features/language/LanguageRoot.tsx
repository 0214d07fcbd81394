// Re-renders everything under it in a new language: a language is chosen rarely, so the tree is
// mounted again rather than every component subscribing (the data cache and the session live
// outside it). A signed-in user's stored preference is applied as their session loads.
import { Fragment, useEffect, type ReactNode } from 'react';
import { useSession } from 'shared-auth';
import { activeDigits, activeLocale, setLocale } from 'shared-i18n';
import { useDigits, useLocale } from 'shared-i18n/react';
import { preferenceOf, rememberChoices } from './language';

export function LanguageRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const digits = useDigits();
  const { user } = useSession();
  const preference = preferenceOf(user);

  useEffect(() => rememberChoices(), []);
  const wanted = preference?.locale;
  const wantedDigits = preference?.digits;
  useEffect(() => {
    if (!wanted || !wantedDigits) return;
    if (wanted === activeLocale() && wantedDigits === activeDigits()) return;
    setLocale(wanted, wantedDigits).catch((error: unknown) =>
      console.error('Could not load the language of this account', error),
    );
  }, [wanted, wantedDigits]);

  return <Fragment key={`${locale}-${digits}`}>{children}</Fragment>;
}
