// The groups screens in Arabic: the catalogue's words on the cards, the attendance and evaluation
// sheets, Arabic's plural forms and digits. Labels shared-domain writes (levels, days, a group's
// name, pass/fail) are its own tests' business.
import { act, screen, within } from '@testing-library/react';
import { makeGroupRow, makeUser, page } from 'shared-domain/factory';
import { formatNumber, setLocale } from 'shared-i18n';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Groups from '../exposes/Groups';
import { partialAttendanceMessage } from '../features/attendance/messages';
import { SARA } from './support/sessions-fixtures';
import { openSheet } from './support/open-sheet';

const api = setupFakeApi();

afterEach(() => setLocale('en', 'latn'));

/** A value inside an Arabic sentence, isolated so that a Latin name keeps its own direction. */
const iso = (value: string) => `\u2068${value}\u2069`;

const percent = (value: number) => formatNumber(value / 100, { style: 'percent' });

it('shows the groups and their cards in Arabic', async () => {
  await setLocale('ar', 'latn');
  api.on('GET', '/api/groups/', {
    status: 200,
    body: page([makeGroupRow(), makeGroupRow({ id: 8, students_count: 3, max_capacity: 12 })]),
  });
  signIn(makeUser('operations_manager'));
  const { user } = await renderScreen(<Groups />, { apiUrl: api.url, path: '/groups' });

  const [card, second] = await screen.findAllByRole('article');
  // Two groups: Arabic's dual.
  expect(screen.getByText('مجموعتان')).toBeVisible();
  expect(screen.getByRole('button', { name: 'إضافة مجموعة' })).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'التصفية حسب المستوى' })).toHaveDisplayValue(
    'كل المستويات',
  );
  expect(screen.getByRole('button', { name: 'تصدير' })).toBeVisible();

  const section = (within_: HTMLElement, name: string | RegExp) =>
    within(within_).getByRole('group', { name });
  expect(section(card!, 'الجدول')).toHaveTextContent('الأيام');
  // A group's hours in Arabic's AM/PM, not the English the API stores them in.
  expect(section(card!, 'الجدول')).toHaveTextContent('4 م - 6 م');
  expect(card).not.toHaveTextContent('PM');
  expect(section(card!, 'الموظفون')).toHaveTextContent('المدرّسOmar Khalil');
  expect(section(card!, 'تقدّم الحصص')).toHaveTextContent(`اكتملت ${iso('3')} من 9 حصص`);
  const students = section(card!, /^الطلاب/);
  expect(students).toHaveTextContent('بقيت 3 مستويات');
  expect(students).toHaveTextContent('لم تبقَ مستويات');
  expect(section(card!, 'معلومات إضافية')).toHaveTextContent('تاريخ الإنشاء');
  const capacity = section(second!, 'السعة');
  expect(capacity).toHaveTextContent(`${iso('3')} / 12 طالبًا`);
  expect(capacity).toHaveTextContent(`ممتلئة بنسبة ${iso(percent(25))}`);
  expect(within(capacity).getByText('متاحة')).toBeVisible();

  await user.click(within(card!).getByRole('button', { name: /^إجراءات/ }));
  const items = await screen.findAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'تعديل',
    'إضافة طلاب',
    'تحديث المستوى',
    'الحضور',
    'التقييم',
    'حذف',
  ]);
});

it('reads the attendance sheet in Arabic, with Arabic-Indic digits', async () => {
  await setLocale('ar', 'arab');
  const { user } = await openSheet(api, 'attendance');

  const table = screen.getByRole('table', { name: 'الحضور' });
  expect(screen.getByText('حضور المجموعة')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('٤ م - ٦ م');
  expect(screen.getByRole('link', { name: /العودة إلى المجموعات/ })).toBeVisible();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['الطالب', ...['١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩'], 'الإجمالي']);
  const sara = within(table).getByRole('row', { name: new RegExp(SARA.name) });
  expect(within(sara).getByText(percent(33))).toHaveTextContent('٣٣٪');
  expect(
    within(sara).getByRole('checkbox', { name: `الحصة ${iso('١')}، ${iso(SARA.name)}` }),
  ).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'حفظ الحضور' }));
  expect(await screen.findByText('لم تُرصد أي تغييرات')).toBeVisible();

  // Out of two students (the dual, without a figure), of three (3 to 10 take the plural).
  expect(partialAttendanceMessage(1, 2)).toContain('من أصل طالبَين.');
  expect(partialAttendanceMessage(2, 3)).toContain('من أصل ٣ طلاب.');
});

it('reads the evaluation sheet in Arabic, with its field messages', async () => {
  await setLocale('ar', 'latn');
  const { user } = await openSheet(api, 'evaluation');

  const table = screen.getByRole('table', { name: 'التقييمات' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers[0]).toBe('الطالب');
  expect(headers[1]).toMatch(/^الشفهي/);
  expect(headers.slice(-3)).toEqual(['المجموع', 'النتيجة', 'القرار']);
  expect(screen.getByRole('combobox', { name: `القرار، ${iso(SARA.name)}` })).toBeInTheDocument();

  const oral = screen.getByRole('spinbutton', { name: `درجة ${iso('الشفهي')}، ${iso(SARA.name)}` });
  await user.clear(oral);
  await user.tab();
  expect(await screen.findByText(`درجة ${iso('الشفهي')} مطلوبة`)).toBeVisible();
  expect(screen.getByRole('button', { name: 'حفظ التقييمات' })).toBeVisible();
});

describe('a language chosen while a sheet is open', () => {
  it('draws every attendance row again in it, keeping the boxes changed', async () => {
    const { user } = await openSheet(api, 'attendance');
    expect(screen.getByRole('table', { name: 'Attendance' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: `Session 4, ${SARA.name}` }));

    await act(() => setLocale('ar', 'arab'));

    const sara = screen.getByRole('row', { name: new RegExp(SARA.name) });
    expect(
      within(sara).getByRole('checkbox', { name: `الحصة ${iso('٤')}، ${iso(SARA.name)}` }),
    ).toBeChecked();
    expect(within(sara).getByText(percent(44))).toHaveTextContent('٤٤٪');
    expect(within(sara).getByText('غير محفوظ')).toBeVisible();
  });

  it('draws every evaluation row again in it, keeping the typed scores', async () => {
    const { user } = await openSheet(api, 'evaluation');
    expect(screen.getByRole('table', { name: 'Evaluations' })).toBeVisible();
    const oral = screen.getByRole('spinbutton', { name: `Oral score, ${SARA.name}` });
    await user.clear(oral);
    await user.type(oral, '7');

    await act(() => setLocale('ar', 'latn'));

    const arabicOral = screen.getByRole('spinbutton', {
      name: `درجة ${iso('الشفهي')}، ${iso(SARA.name)}`,
    });
    expect(arabicOral).toHaveValue(7);
    expect(screen.getByRole('combobox', { name: `القرار، ${iso(SARA.name)}` })).toBeVisible();
  });
});
