// The languages the suite speaks, read from shared-i18n's LOCALES (its one list) for the Node
// tools: the route-manifest check and the catalogue check.
const fs = require('fs');
const path = require('path');

const SOURCE = path.join(__dirname, '..', 'shared-i18n', 'src', 'index.ts');

function suiteLocales() {
  const match = /export const LOCALES = \[([^\]]*)\] as const;/.exec(
    fs.readFileSync(SOURCE, 'utf8'),
  );
  if (!match)
    throw new Error(`${SOURCE} no longer declares LOCALES as a list: see tooling/locales.cjs`);
  return [...match[1].matchAll(/'([a-z]{2})'/g)].map(([, locale]) => locale);
}

module.exports = { suiteLocales, DEFAULT_LOCALE: 'en' };
