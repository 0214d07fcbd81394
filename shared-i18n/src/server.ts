// The API's use of the catalogues: every language loaded at start (messages compiled as they are
// read: the build compiles them for the pages only), and each request's messages in its language.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n, LOCALES, activeDigits, activeLocale, setLocale } from './index';

export { inLocale, setLocaleContext } from './index';

/** Loads every registered catalogue in every language; call once the catalogues are imported. */
export async function loadAllLocales(): Promise<void> {
  i18n.setMessagesCompiler(compileMessage);
  const [locale, digits] = [activeLocale(), activeDigits()];
  for (const each of LOCALES) await setLocale(each);
  await setLocale(locale, digits);
}
