// The shell's own screens in Arabic: log-in, sign-up, password reset, e-mail verification, the
// supervisor's home, the not-found page and the remote-version panel, and the profile's language
// preference, which saves the choice and switches the page to it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS, type GroupRow } from 'shared-domain';
import { activeDigits, activeLocale, setLocale } from 'shared-i18n';
import { UiProvider } from 'shared-ui';
import { NewerShellPanel } from '../features/remote-versions/NewerShellPanel';
import { makeUser } from '../test/users';
import { renderApp, renderMounted, setupApiServer } from '../test/renderApp';
// The shell's catalogue registered before a test chooses Arabic, as start-up has it by then.
import '../i18n';

const api = setupApiServer();

// Values inside an Arabic sentence are wrapped in Unicode isolates (FSI … PDI).
const isolated = (value: string) => `\u2068${value}\u2069`;

afterEach(async () => {
  jest.useRealTimers();
  await act(() => setLocale('en', 'latn'));
});

it('shows the log-in page in Arabic', async () => {
  await setLocale('ar');
  const { user } = await renderApp(api.current, { route: '/login' });
  expect(screen.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  expect(screen.getByText('سجّل الدخول إلى حسابك في LinguaDesk')).toBeVisible();
  expect(screen.getByLabelText('البريد الإلكتروني', { selector: 'input' })).toBeVisible();
  expect(screen.getByLabelText('كلمة المرور', { selector: 'input' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeEnabled();
  expect(
    within(screen.getByRole('main')).getByRole('link', { name: 'إنشاء حساب' }),
  ).toHaveAttribute('href', '/signup');
  expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
  await user.click(screen.getByRole('button', { name: /تسجيل الدخول عبر Google/ }));
  expect(
    await screen.findByText(
      'تسجيل الدخول عبر Google غير متاح بعد. يُرجى استخدام بريدك الإلكتروني وكلمة المرور.',
    ),
  ).toBeInTheDocument();
});

it('signs a student up in Arabic and opens the log-in page with its message', async () => {
  await setLocale('ar');
  api.current.on('POST', '/auth/register-student/', { status: 201, body: { message: 'تم.' } });
  const { user, location } = await renderApp(api.current, { route: '/signup' });
  expect(screen.getByRole('heading', { name: 'أنشئ حسابك' })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'موظف' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'إنشاء حساب طالب' })).toBeVisible();
  const gender = screen.getByRole('combobox', { name: /^الجنس/ });
  expect(
    within(gender)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['اختر الجنس', 'ذكر', 'أنثى']);
  const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  const secret = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  // Pasted, not typed key by key: the labels are what this test is about.
  const fill = async (input: HTMLElement, value: string) => {
    await user.click(input);
    await user.paste(value);
  };
  await fill(field('الاسم الأول'), 'Sara');
  await fill(field('اسم العائلة'), 'Hassan');
  await fill(field('اسم المستخدم'), 'sara_h');
  await fill(field('رقم الهاتف'), '+201001234567');
  await fill(field('الجنسية'), 'Egyptian');
  await user.selectOptions(gender, 'female');
  await fill(field('البريد الإلكتروني'), 'sara@example.com');
  await fill(secret('كلمة المرور'), 'Secret123');
  await fill(secret('تأكيد كلمة المرور'), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: 'أوافق على الشروط والأحكام' }));
  expect(
    within(screen.getByRole('main')).getByRole('link', { name: 'تسجيل الدخول' }),
  ).toHaveAttribute('href', '/login');

  // Only the 2 s redirect's timers are faked; the fake API answers through real ones.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  fireEvent.click(screen.getByRole('button', { name: 'إنشاء حساب الطالب' }));
  expect(await screen.findByText('تم.')).toBeInTheDocument();
  act(() => {
    jest.advanceTimersByTime(2000);
  });
  expect(location()).toBe('/login');
  expect(
    await screen.findByText('تم إنشاء الحساب بنجاح! يُرجى تسجيل الدخول ببياناتك.'),
  ).toBeInTheDocument();
});

it("shows a supervisor's day in Arabic, with Arabic plurals and digits", async () => {
  // Tuesday 24 November 2026, 1 PM: only Date is fixed.
  jest.useFakeTimers({
    now: new Date(2026, 10, 24, 13, 0),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  await setLocale('ar', 'arab');
  api.current.on('GET', '/api/groups/', {
    status: 200,
    body: { count: 2, next: null, previous: null, results: [group(7, 2), group(3, 3)] },
  });
  api.current.on('GET', '/api/calls/', {
    status: 200,
    body: { count: 0, next: null, previous: null, results: [] },
  });
  await renderApp(api.current, { route: '/', user: makeUser('supervisor') });

  expect(
    screen.getByRole('heading', { level: 1, name: `مرحبًا، ${isolated('Mona Fathy')}` }),
  ).toBeVisible();
  const today = screen.getByRole('region', { name: 'مجموعات اليوم' });
  const groups = await within(today).findAllByRole('listitem');
  expect(groups[0]).toHaveTextContent('طالبان');
  expect(groups[1]).toHaveTextContent('٣ طلاب');
  expect(within(groups[0]!).getByRole('link')).toHaveTextContent('حضور الحصة ٢');
  const calls = screen.getByRole('region', { name: 'المكالمات القادمة' });
  expect(await within(calls).findByText('لا توجد مكالمات مسندة إليك.')).toBeVisible();
});

/** A group of the supervisor's meeting on Tuesdays; group 7 is at its second session. */
function group(id: number, students_count: number): GroupRow {
  const sessions = Object.fromEntries(SESSION_KEYS.map((key) => [key, false])) as Record<
    (typeof SESSION_KEYS)[number],
    boolean
  >;
  return {
    id,
    days: 'sat/tue',
    hours: '4 PM - 6 PM',
    current_level: 5,
    instructor: null,
    instructor_name: null,
    supervisor: 42,
    supervisor_name: 'Mona Fathy',
    account_manager: null,
    account_manager_name: null,
    students_count,
    max_capacity: 12,
    students: [],
    ...sessions,
    session_one: id === 7,
    created_at: '2025-09-02T09:00:00.000Z',
    updated_at: '2025-11-21T09:00:00.000Z',
  };
}

it('saves the profile’s language preference and switches the page to Arabic at once', async () => {
  const me = makeUser('student');
  const { user } = await renderApp(api.current, { route: '/profile', user: me });
  const language = await screen.findByRole('region', { name: 'Language' });
  const choice = within(language).getByRole('combobox', { name: 'Language' });
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['English', 'العربية']);
  // Digits are a choice of Arabic only.
  expect(within(language).queryByRole('combobox', { name: 'Digits' })).not.toBeInTheDocument();
  await user.selectOptions(choice, 'ar');
  await user.selectOptions(within(language).getByRole('combobox', { name: 'Digits' }), 'arab');
  api.current.on('PATCH', '/api/me/', {
    status: 200,
    body: { ...me, locale: 'ar', digits: 'arab' },
  });
  await user.click(within(language).getByRole('button', { name: 'Save Language' }));

  expect(await screen.findByText('تم حفظ تفضيل اللغة.')).toBeVisible();
  expect(
    api.current.requests.find((r) => r.path === '/api/me/' && r.method === 'PATCH')?.body,
  ).toEqual({ locale: 'ar', digits: 'arab' });
  expect(activeLocale()).toBe('ar');
  expect(activeDigits()).toBe('arab');
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'معلومات الاتصال' })).toBeVisible(),
  );
  expect(screen.getByRole('button', { name: 'تعديل الملف الشخصي' })).toBeVisible();
  expect(
    within(screen.getByRole('region', { name: 'تفاصيل الحساب' })).getByText('٤٢'),
  ).toBeVisible();
  expect(
    within(screen.getByRole('region', { name: 'المعلومات الشخصية' })).getByText('أنثى'),
  ).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'الأرقام' })).toHaveValue('arab');
});

it('asks for a reset link and sets a new password in Arabic', async () => {
  await setLocale('ar');
  api.current.on('POST', '/auth/forgot-password/', { status: 200, body: {} });
  const view = await renderApp(api.current, { route: '/auth/forgot-password' });
  expect(screen.getByRole('heading', { name: 'نسيت كلمة المرور' })).toBeVisible();
  await view.user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'sara@x.eg');
  await view.user.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
  expect(await screen.findByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeVisible();
  view.unmount();

  api.current.on('GET', '/auth/validate-reset-token/:token/', {
    status: 200,
    body: { valid: true },
  });
  api.current.on('POST', '/auth/reset-password/:token/', { status: 200, body: { message: 'تم.' } });
  const { user } = await renderApp(api.current, { route: '/auth/reset-password/good' });
  const password = await screen.findByLabelText(/^كلمة المرور الجديدة/, { selector: 'input' });
  expect(screen.getByText('اختياري')).toBeVisible();
  await user.type(password, 'NewSecret1');
  await user.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
  expect(await screen.findByText('تم.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' })).toBeVisible();
});

it('offers a new verification link in Arabic when a link fails', async () => {
  await setLocale('ar');
  api.current.on('GET', '/auth/verify-email/:token/', { status: 400, body: {} });
  await renderApp(api.current, { route: '/auth/verify-email/bad' });
  expect(
    await screen.findByText('تحتاج إلى رابط جديد؟ أدخل عنوان بريدك الإلكتروني.'),
  ).toBeVisible();
  expect(screen.getByRole('heading', { name: 'التحقق من البريد الإلكتروني' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'إعادة إرسال رسالة التحقق' })).toBeVisible();
});

it('says in Arabic that a page does not exist, and that a remote does not fit', async () => {
  await setLocale('ar', 'arab');
  const { unmount } = await renderApp(api.current, { route: '/no-such-page' });
  expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  expect(screen.getByText('٤٠٤')).toBeVisible();
  expect(screen.getByRole('link', { name: 'الانتقال إلى الرئيسية' })).toHaveAttribute('href', '/');
  unmount();

  await renderMounted(
    <UiProvider>
      <NewerShellPanel
        remote="calls"
        problems={[{ name: 'shared-ui', required: '^0.6.0', provided: null }]}
      />
    </UiProvider>,
  );
  expect(
    screen.getByText(
      `يتطلب ${isolated('remote-calls')} الحزمة ${isolated('shared-ui')} بالإصدار ${isolated('^0.6.0')}؛ ويوفّر هذا التطبيق الرئيسي ${isolated('لا شيء')}`,
    ),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
});
