// The domain catalogue in Arabic: what the screens and the server read after a switch of language,
// and a request's language on the server (setLocaleContext), English staying as it was.
import { setLocale } from 'shared-i18n';
import { inLocale, loadAllLocales, setLocaleContext } from 'shared-i18n/server';
import {
  API_MESSAGES,
  dayGroupDays,
  formatShortDate,
  GENDER_NAMES,
  genderLabel,
  genderName,
  levelLabel,
  roleLabel,
  STAFF_LOOKUP_MESSAGES,
  successToast,
} from '../index';
import { STUDENT_LIST_COLUMNS } from '../people';
import {
  createStudentSchema,
  loginSchema,
  profileUpdateSchema,
  VALIDATION_MESSAGES,
  zodErrorToFieldErrors,
} from '../schemas';

afterEach(() => setLocale('en', 'latn'));

describe('in Arabic', () => {
  beforeEach(() => setLocale('ar', 'latn'));

  it('reads the server answers, labels and validation messages', () => {
    expect(API_MESSAGES.invalidCredentials).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    expect(STAFF_LOOKUP_MESSAGES.notFound).toBe('تعذر العثور على خدمة الموظفين.');
    expect(VALIDATION_MESSAGES.passwordsMismatch).toBe('كلمتا المرور غير متطابقتين');
    expect(VALIDATION_MESSAGES.noUpdateData).toBe(API_MESSAGES.noUpdateData);
    expect(roleLabel('account_manager')).toBe('مدير الحساب');
    expect(roleLabel(null)).toBe('غير معروف');
    expect(levelLabel(2)).toBe('مبتدئ');
    expect(levelLabel(9)).toBe('LC1');
    expect(dayGroupDays('sat/tue')).toBe('السبت/الثلاثاء');
    expect(GENDER_NAMES.female).toBe('أنثى');
    expect(genderName('male')).toBe('ذكر');
    expect(genderLabel('male')).toBe('ذكر');
    expect(STUDENT_LIST_COLUMNS[0]!.header).toBe('الاسم');
    expect(successToast('المجموعة', 'deleted')).toBe('تم حذف \u2068المجموعة\u2069 بنجاح!');
  });

  it('gives a failed schema its message in Arabic, built before the switch', () => {
    const login = loginSchema.safeParse({ email: 'x', password: '123' });
    expect(zodErrorToFieldErrors(login.error!)).toEqual({
      email: ['يرجى إدخال بريد إلكتروني صحيح'],
      password: ['يجب ألا تقل كلمة المرور عن 6 أحرف'],
    });
    const student = createStudentSchema.safeParse({ gender: 'other', amount: -1 });
    const errors = zodErrorToFieldErrors(student.error!);
    expect(errors.email).toEqual(['هذا الحقل مطلوب']);
    // A value written like an identifier is left bare (it could be a select's key).
    expect(errors.gender).toEqual(['"other" ليس خيارًا صالحًا.']);
    expect(errors.amount).toEqual(['لا يمكن أن يكون المبلغ سالبًا']);
  });

  it('writes dates in Arabic, with the chosen digits', async () => {
    expect(formatShortDate('2025-01-05T10:00:00Z')).toBe('5 يناير 2025');
    await setLocale('ar', 'arab');
    expect(formatShortDate('2025-01-05T10:00:00Z')).toBe('٥ يناير ٢٠٢٥');
  });
});

it('keeps English word for word', () => {
  expect(API_MESSAGES.invalidCredentials).toBe('Invalid email or password.');
  expect(formatShortDate('2025-01-05T10:00:00Z')).toBe('Jan 5, 2025');
  const failed = loginSchema.safeParse({ email: '', password: '' });
  expect(zodErrorToFieldErrors(failed.error!)).toEqual({
    email: ['Email is required'],
    password: ['Password is required'],
  });
});

it("validates a server request in the request's language", async () => {
  await loadAllLocales();
  let requestLocale: 'en' | 'ar' | undefined = 'ar';
  setLocaleContext(() => requestLocale);
  try {
    const arabic = loginSchema.safeParse({ email: 'x', password: 'secret' });
    expect(arabic.error!.issues[0]!.message).toBe('يرجى إدخال بريد إلكتروني صحيح');
    requestLocale = undefined;
    const english = loginSchema.safeParse({ email: 'x', password: 'secret' });
    expect(english.error!.issues[0]!.message).toBe('Please enter a valid email address');
    expect(inLocale('ar', () => API_MESSAGES.forbidden)).toBe(
      'ليست لديك صلاحية لتنفيذ هذا الإجراء.',
    );
  } finally {
    setLocaleContext(null);
  }
});

it("accepts a user's language choice on the profile update", () => {
  expect(profileUpdateSchema.parse({ locale: 'ar', digits: 'arab' })).toEqual({
    locale: 'ar',
    digits: 'arab',
  });
  const refused = profileUpdateSchema.safeParse({ locale: 'fr', digits: 'roman' });
  expect(zodErrorToFieldErrors(refused.error!)).toEqual({
    locale: ['"fr" is not a valid choice.'],
    digits: ['"roman" is not a valid choice.'],
  });
});
