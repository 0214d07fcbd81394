// The dashboard in Arabic: an Arabic-speaking student reads every word, number and date of it in
// Arabic (the shared labels of levels and days are shared-domain's).
import { screen, within } from '@testing-library/react';
import { makeDashboardProfile, makeLevelHistoryEntry, makeUser } from 'shared-domain/factory';
import { setLocale } from 'shared-i18n';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Dashboard from '../exposes/Dashboard';

const STUDENT_ID = makeUser('student').id;

const api = setupFakeApi();

beforeEach(() => setLocale('ar'));
afterEach(() => setLocale('en'));

function detail(card: HTMLElement, label: string): string | null {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

it('shows the cards, figures and plurals in Arabic', async () => {
  api.on('GET', `/api/student-profiles/${STUDENT_ID}/`, {
    status: 200,
    body: makeDashboardProfile({
      level_history: [makeLevelHistoryEntry({ level: 3 }), makeLevelHistoryEntry({ level: 4 })],
    }),
  });
  api.on('GET', `/api/student-profiles/${STUDENT_ID}/ledger/`, {
    status: 200,
    body: {
      student_id: STUDENT_ID,
      currency: 'USD',
      totals: { charged_minor: 150000, paid_minor: 100000, outstanding_minor: 50000 },
      entries: [
        {
          id: 7,
          student_id: STUDENT_ID,
          kind: 'payment',
          charge_minor: 0,
          paid_minor: 25000,
          currency: 'USD',
          method: 'cash',
          occurred_on: '2025-10-01',
          reference: null,
          reason: null,
          reverses_id: null,
          reversed_by_id: null,
          recorded_by: { id: 1, name: 'Dana Ops' },
          receipt: { year: 2025, number: 7 },
          created_at: '2025-10-01T10:00:00.000Z',
        },
      ],
    },
  });
  signIn(makeUser('student'));
  await renderScreen(<Dashboard />, { apiUrl: api.url });

  expect(await screen.findByRole('heading', { name: 'أهلًا بك، \u2068Sara\u2069' })).toBeVisible();
  expect(screen.getByText('لوحة تحكم الطالب')).toBeVisible();

  const profile = screen.getByRole('region', { name: 'الملف الشخصي' });
  expect(within(profile).getByText('نشط')).toBeVisible();
  expect(detail(profile, 'الجنس')).toBe('أنثى');

  const course = screen.getByRole('region', { name: 'التقدم في الدورة' });
  expect(within(course).getByText(/^المستوى \d+ من 14$/)).toBeVisible();

  const finance = screen.getByRole('region', { name: 'الوضع المالي' });
  expect(within(finance).getByText('\u200f1,500.00 US$')).toBeVisible();
  expect(detail(finance, 'مديونية')).toBe('نعم');
  const payments = within(finance).getByRole('group', { name: 'دفعاتك' });
  const [paid] = await within(payments).findAllByRole('listitem');
  expect(paid).toHaveTextContent('نقدًا · الإيصال \u20682025/0007\u2069');
  expect(
    within(paid!).getByRole('button', { name: 'تنزيل الإيصال \u20682025/0007\u2069' }),
  ).toHaveTextContent('الإيصال (PDF)');

  const call = screen.getByRole('region', { name: 'المكالمات' });
  expect(detail(call, 'الوقت')).toBe('2:30 م');
  expect(detail(call, 'المدة')).toBe('7 أشهر');
  expect(detail(call, 'مدير الحساب')).toBe('لم يُعيَّن بعد');

  const attendance = screen.getByRole('region', { name: 'الحضور' });
  expect(within(attendance).getByText('حضور 5 من أصل 9 حصص')).toBeVisible();
  expect(within(attendance).getAllByRole('listitem')[0]).toHaveAccessibleName('الحصة 1: حاضر');

  const performance = screen.getByRole('region', { name: 'الأداء الأكاديمي' });
  expect(performance).toHaveTextContent(/الشفهي\s*36 \/ 50/);

  const additional = screen.getByRole('region', { name: 'معلومات إضافية' });
  expect(detail(additional, 'عضو منذ')).toBe('2 سبتمبر 2025');
  expect(screen.getByText('مستويان منتهيان')).toBeVisible();
});
