// The header's language switch for visitors: the other language, named in itself. A signed-in
// user's language is a preference on their profile, kept by the API.
import { LOCALES, LOCALE_NAMES, setLocale } from 'shared-i18n';
import { useLocale } from 'shared-i18n/react';
import { Button } from 'shared-ui';

export function LanguageSwitch() {
  const locale = useLocale();
  const other = LOCALES.find((each) => each !== locale) ?? locale;
  const choose = () =>
    setLocale(other).catch((error: unknown) => console.error('Could not load the language', error));
  return (
    <Button size="sm" variant="ghost" lang={other} onClick={choose} flexShrink={0}>
      {LOCALE_NAMES[other]}
    </Button>
  );
}
