// The records and server texts in Arabic (the audit trail, enrolment, staff assignments, times),
// English staying word for word, and numbers typed with Arabic-Indic digits.
import { setLocale } from 'shared-i18n';
import { LEVEL_GUIDE, levelGuideLabel } from '../index';
import {
  ACTIVITY_TEXTS,
  auditActionLabel,
  auditActorText,
  auditFieldLabel,
  auditValueText,
  enrolledMessage,
  enrolmentRoomError,
  formatCallTime,
  formatGroupHours,
  formatMonths,
  groupFillText,
  groupTitle,
  levelDecisionText,
  levelMismatchMessage,
  parseMonths,
  passFailBadgeLabel,
  passFailLabel,
} from '../records';
import { inactiveStaffMessage, wrongRoleMessage } from '../server';
import { sanitizeEvaluationUpdate } from '../people';
import { createStudentSchema } from '../schemas';

const isolate = (text: string) => `\u2068${text}\u2069`;

afterEach(() => setLocale('en', 'latn'));

describe('in Arabic', () => {
  beforeEach(() => setLocale('ar', 'latn'));

  it('reads the audit trail', () => {
    expect(auditActionLabel('student.update')).toBe('عُدّلت بيانات الطالب');
    expect(auditActionLabel('auth.login')).toBe('تسجيل الدخول');
    expect(auditActionLabel('custom.thing')).toBe('custom.thing');
    expect(auditFieldLabel('current_level')).toBe('المستوى الحالي');
    expect(auditFieldLabel('locale')).toBe('اللغة');
    expect(auditFieldLabel('digits')).toBe('الأرقام');
    expect(auditFieldLabel('favourite_colour')).toBe('Favourite colour');
    expect(auditValueText('is_active', true)).toBe('نعم');
    expect(auditActorText(null, null)).toBe('النظام');
    expect(auditActorText('Dana Ops', 'operations_manager')).toBe(
      `${isolate('Dana Ops')} (${isolate('مدير العمليات')})`,
    );
    expect(ACTIVITY_TEXTS.title).toBe('النشاط');
    expect(levelDecisionText({ decision: 'failed', new_level: null })).toBe(
      'لم ينجح: عاد إلى الانتظار',
    );
  });

  it('words enrolment with Arabic plurals', () => {
    expect(enrolmentRoomError(5, 1, 5)).toBe('هذه المجموعة ممتلئة (السعة القصوى 5).');
    expect(enrolmentRoomError(4, 2, 5)).toBe(
      'لم يتبقَّ إلا مقعد واحد في هذه المجموعة (السعة القصوى 5).',
    );
    expect(enrolmentRoomError(2, 4, 5)).toBe(
      'لم يتبقَّ إلا 3 مقاعد في هذه المجموعة (السعة القصوى 5).',
    );
    expect(levelMismatchMessage('Nour Ali', 3, 9)).toBe(
      `${isolate('Nour Ali')} في المستوى ${isolate('L1')}، وهذه المجموعة في المستوى ${isolate('LC1')}.`,
    );
    expect(enrolledMessage(2)).toBe('سُجِّل طالبان.');
    expect(enrolledMessage(11)).toBe('سُجِّل 11 طالبًا.');
    expect(groupFillText(1, null)).toBe('طالب واحد (بلا حد أقصى)');
    expect(groupTitle({ id: 12 })).toBe('المجموعة 12');
  });

  it('answers a wrong staff assignment', () => {
    expect(wrongRoleMessage('supervisor', 7)).toBe('المستخدم 7 ليس مشرفًا.');
    expect(inactiveStaffMessage('Omar')).toBe(`${isolate('Omar')} غير نشط ولا يمكن تعيينه.`);
  });

  it('names the level guide, pass marks, call times and durations', async () => {
    expect(LEVEL_GUIDE.map(levelGuideLabel)).toEqual(['صفر/مبتدئ', 'L1-L6', 'LC1-LC6']);
    expect(passFailLabel({ oral: 10 })).toBe('راسب (الشفهي أقل من 30)');
    expect(passFailBadgeLabel('pass')).toBe('ناجح');
    expect(formatMonths(7)).toBe('7 أشهر');
    expect(formatCallTime('14:30:00')).toBe('2:30 م');
    expect(formatGroupHours('10 AM - 12 PM')).toBe('10 ص - 12 م');
    await setLocale('ar', 'arab');
    expect(formatCallTime('09:05:00')).toBe('٩:٠٥ ص');
    expect(formatGroupHours('4 PM - 6 PM')).toBe('٤ م - ٦ م');
  });
});

it('keeps English word for word', () => {
  expect(auditActionLabel('student.update')).toBe('Student changed');
  expect(auditFieldLabel('current_level')).toBe('Current level');
  expect(auditFieldLabel('instructor_id')).toBe('Instructor');
  expect(auditFieldLabel('locale')).toBe('Locale');
  expect(auditActorText('Dana Ops', 'operations_manager')).toBe('Dana Ops (Operations Manager)');
  expect(auditActorText(null, null)).toBe('System');
  expect(wrongRoleMessage('account_manager', 3)).toBe('User 3 is not an account manager.');
  expect(wrongRoleMessage('instructor', 3)).toBe('User 3 is not an instructor.');
  expect(levelDecisionText({ decision: 'passed', new_level: 4 })).toBe('Moved up to L2');
  expect(passFailBadgeLabel(null)).toBe('Pending');
  expect(formatCallTime('14:30:00')).toBe('2:30 PM');
  expect(formatGroupHours('10 AM - 12 PM')).toBe('10 AM - 12 PM');
  expect(formatMonths(1)).toBe('1 month');
});

it('reads numbers typed with Arabic-Indic digits', () => {
  expect(parseMonths('٧')).toBe(7);
  expect(parseMonths('١٢ شهرًا')).toBe(12);
  expect(parseMonths('۷')).toBe(7);
  expect(sanitizeEvaluationUpdate({ oral: '٤٥' })).toEqual({ oral: 45 });
  const parsed = createStudentSchema.safeParse({ amount: '١٢٠٠٫٥' });
  expect(parsed.error?.issues.some((issue) => issue.path[0] === 'amount')).toBe(false);
});
