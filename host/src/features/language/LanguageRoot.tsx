// Re-renders everything under it in a new language: a language is chosen rarely, so the tree is
// mounted again rather than every component subscribing (the data cache and the session live
// outside it). At sign-in the user's stored preference is applied; a session restored on a later
// visit keeps the language this browser last showed (that preference, unless changed since).
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useSession } from 'shared-auth';
import { activeDigits, activeLocale, setLocale } from 'shared-i18n';
import { useDigits, useLocale } from 'shared-i18n/react';
import { preferenceOf, rememberChoices } from './language';

export function LanguageRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const digits = useDigits();
  const { status, user } = useSession();
  // Signed out since the page opened: the next authenticated session is a sign-in.
  const signedOut = useRef(false);
  const preference = preferenceOf(user);
  const [wanted, wantedDigits] = [preference?.locale, preference?.digits];

  useEffect(() => rememberChoices(), []);
  useEffect(() => {
    if (status === 'unauthenticated') signedOut.current = true;
    if (status !== 'authenticated' || !signedOut.current || !wanted || !wantedDigits) return;
    signedOut.current = false;
    if (wanted === activeLocale() && wantedDigits === activeDigits()) return;
    setLocale(wanted, wantedDigits).catch((error: unknown) =>
      console.error('Could not load the language of this account', error),
    );
  }, [status, wanted, wantedDigits]);

  return <Fragment key={`${locale}-${digits}`}>{children}</Fragment>;
}
