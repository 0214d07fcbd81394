// The `records` catalogue: the wording the record and list screens share (the audit trail and
// Activity panels, level history, pass/fail, enrolment, group hours and call times, the Student
// List's columns, staff assignments). A catalogue apart from `domain` so the log-in page never
// downloads it; Node-safe, as the API reads it too.
import { defineCatalog, texts, type PlainSection } from 'shared-i18n';
import en from './locales/en.json';

export const translateRecords = defineCatalog('records', en, {
  ar: () => import('./locales/ar.json'),
});

/** A section of the `records` catalogue as an object of getters in the active language. */
export function recordTexts<Section extends PlainSection<typeof en>>(section: Section) {
  return texts(translateRecords, section, en[section]);
}
