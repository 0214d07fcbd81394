// The remote in Arabic: the Student List, the Staff List and the Overview read their catalogue's
// Arabic, with Arabic plurals and digits, and the charts read from the right.
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeOverview, makeStaffUser, page } from 'shared-domain/factory';
import { setLocale } from 'shared-i18n';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Overview from '../exposes/Overview';
import Staff from '../exposes/Staff';
import Students from '../exposes/Students';
import { staffFound } from '../features/staff/messages';
import { studentsFound } from '../features/students/messages';
import { INSTRUCTOR, OPS, SARA, SUPERVISOR } from './support/people-fixtures';

// Each chart as a list of its figures, carrying the options chart.js would be given.
jest.mock('react-chartjs-2', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  interface Props {
    'aria-label'?: string;
    data: { labels: string[]; datasets: { data: number[] }[] };
    options: unknown;
  }
  const chart = (kind: string) =>
    function FakeChart({ data, options, 'aria-label': label }: Props) {
      return createElement(
        'ul',
        { 'aria-label': label, 'data-kind': kind, 'data-options': JSON.stringify(options) },
        data.labels.map((name, i) =>
          createElement('li', { key: name }, `${name}: ${data.datasets[0]?.data[i]}`),
        ),
      );
    };
  return { Bar: chart('bar'), Doughnut: chart('doughnut') };
});

const api = setupFakeApi();
// Isolates around a value inside an Arabic sentence (shared-i18n).
// A Latin name inside Arabic text is isolated; a one-word term, written like a select key, is not.
const isolated = (value: string) => `\u2068${value}\u2069`;

beforeEach(() => setLocale('ar', 'latn'));
afterEach(() => setLocale('en', 'latn'));

it('shows the Student List in Arabic, with Arabic plurals of what a search found', async () => {
  api.on('GET', '/api/student-profiles/', ({ query }) =>
    query.search ? { status: 200, body: page([SARA], 3) } : { status: 200, body: page([SARA]) },
  );
  signIn(OPS);
  const { user } = await renderScreen(<Students />, { apiUrl: api.url, path: '/students' });
  await screen.findByRole('table');

  expect(screen.getByRole('heading', { name: 'قائمة الطلاب' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'إضافة طالب' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'تصدير' })).toBeVisible();
  expect(screen.getByRole('columnheader', { name: 'التسجيل' })).toBeVisible();
  expect(screen.getByRole('button', { name: `مجموعة ${isolated('Sara Hassan')}` })).toBeVisible();
  const filter = screen.getByRole('combobox', { name: 'تصفية' });
  expect(within(filter).getAllByRole('option')[0]).toHaveTextContent('الكل');

  await user.type(screen.getByRole('searchbox', { name: 'بحث في الطلاب' }), 's');
  expect(await screen.findByText('عُثر على 3 طلاب يطابقون "s"')).toBeVisible();
  const found = (count: number) => studentsFound(count, 'x').split(' يطاب')[0];
  expect(found(0)).toBe('لم يُعثر على أي طالب');
  expect(found(1)).toBe('عُثر على طالب واحد');
  expect(found(2)).toBe('عُثر على طالبَين');
  expect(found(11)).toBe('عُثر على 11 طالبًا');
  expect(found(100)).toBe('عُثر على 100 طالب');
  expect(studentsFound(1000, 'x', true)).toBe(
    `عُثر على أكثر من ${isolated('1,000')} طالب يطابقون "x"`,
  );
});

it('shows the Staff List in Arabic, with its filters and Export', async () => {
  api.on('GET', '/api/users/', ({ query }) =>
    query.search
      ? { status: 200, body: page([INSTRUCTOR, SUPERVISOR], 2) }
      : { status: 200, body: page([OPS, INSTRUCTOR], 2) },
  );
  signIn(OPS);
  const { user } = await renderScreen(<Staff />, { apiUrl: api.url, path: '/staff' });
  const table = await screen.findByRole('table');

  expect(screen.getByRole('heading', { name: 'قائمة الموظفين' })).toBeVisible();
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers.slice(0, 4)).toEqual(['المعرّف', 'الاسم', 'اسم المستخدم', 'البريد الإلكتروني']);
  expect(headers).toContain('تاريخ الإنشاء');

  expect(screen.getByRole('combobox', { name: 'التصفية حسب الدور' })).toHaveDisplayValue(
    'كل الأدوار',
  );
  expect(screen.getByRole('combobox', { name: 'صيغة الملف' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'تصدير' })).toBeVisible();
  await user.type(screen.getByRole('searchbox', { name: 'بحث في الموظفين' }), 'o');
  expect(await screen.findByText('عُثر على موظفَين يطابقان "o"')).toBeVisible();
  expect(staffFound(5, 'x')).toMatch(/^عُثر على 5 موظفين/);
});

it('shows the Overview in Arabic, its charts reading from the right', async () => {
  api.on('GET', '/api/overview/', { status: 200, body: makeOverview() });
  signIn(makeStaffUser());
  await renderScreen(<Overview />, { apiUrl: api.url });
  const students = await screen.findByRole('region', { name: 'إجمالي الطلاب' });
  await waitFor(() => expect(screen.queryAllByTestId('chart-loading')).toHaveLength(0));

  expect(screen.getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeVisible();
  expect(within(students).getByRole('definition')).toHaveTextContent('1,284');
  const attendance = screen.getByRole('region', { name: 'متوسط نسبة الحضور' });
  expect(attendance).toHaveTextContent('من 9 حصص');
  const passFail = screen.getByRole('region', { name: 'النجاح مقابل الرسوب' });
  // 18 pending: Arabic's "many" form.
  expect(within(passFail).getByText('18 تقييمًا معلّقًا')).toBeVisible();
  const doughnut = within(passFail).getByRole('list');
  expect(
    within(doughnut)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['نجاح: 58', 'رسوب: 19']);
  const doughnutOptions = JSON.parse(doughnut.dataset.options ?? '{}');
  expect(doughnutOptions.plugins.legend).toMatchObject({ rtl: true, textDirection: 'rtl' });
  expect(doughnutOptions.plugins.tooltip).toMatchObject({ rtl: true });

  const scores = screen.getByRole('region', { name: 'درجات الطلاب / الأداء' });
  const bars = within(scores).getByRole('list');
  expect(bars.getAttribute('aria-label')?.replace(/[\u2068\u2069]/g, '')).toBe(
    'درجات الطلاب / الأداء (الطلاب): 0-60: 12، 60-70: 25، 70-85: 40، 85-100: 18',
  );
  const barOptions = JSON.parse(bars.dataset.options ?? '{}');
  expect(barOptions.scales.x.reverse).toBe(true);
  expect(barOptions.scales.y.position).toBe('right');
  expect(barOptions.locale).toBe('ar-EG-u-nu-latn');

  // Arabic-Indic digits: the screen is drawn again with them.
  await act(() => setLocale('ar', 'arab'));
  expect(within(students).getByRole('definition')).toHaveTextContent('١٬٢٨٤');
});
