// The enrolment dialogs' texts: a student's group and call from the Student List. Each sentence
// with a name or a group in it is one message, so a language orders it its own way.
import { texts } from 'shared-i18n';
import { en, t } from '../../i18n';

export const ENROLMENT_TEXTS = texts(t, 'enrolment', en.enrolment);

export const ENROLMENT_SENTENCES = {
  groupOf: (name: string) => t('enrolmentOf.groupOf', { name }),
  callOf: (name: string) => t('enrolmentOf.callOf', { name }),
  groupTitle: (name: string) => t('enrolmentOf.groupTitle', { name }),
  callTitle: (name: string) => t('enrolmentOf.callTitle', { name }),
  inGroup: (group: string, level: string, hours: string) =>
    t('enrolmentOf.inGroup', { group, level, hours }),
  // An id is data: written as it is, never grouped as a number.
  onCall: (id: number, time: string) => t('enrolmentOf.onCall', { id: String(id), time }),
  callName: (id: number) => t('enrolmentOf.callName', { id: String(id) }),
  months: (count: number) => t('enrolmentOf.months', { count }),
  studentLevel: (level: string) => t('enrolmentOf.studentLevel', { level }),
  removed: (name: string, group: string) => t('enrolmentOf.removed', { name, group }),
};
