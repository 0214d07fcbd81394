// The schedule in Arabic: its words, the day names and hours through Intl, the counters' figures.
import { act, screen, within } from '@testing-library/react';
import { makeStaffUser } from 'shared-domain/factory';
import { setLocale } from 'shared-i18n';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Schedule from '../exposes/Schedule';
import { SCHEDULE } from './support/schedule-fixtures';

const api = setupFakeApi();

beforeEach(() => setLocale('ar'));
afterEach(() => setLocale('en'));

it('shows the week, its hours and counters in Arabic', async () => {
  api.on('GET', '/api/schedule/', { status: 200, body: SCHEDULE });
  signIn(makeStaffUser('operations_manager'));
  await renderScreen(<Schedule />, { apiUrl: api.url, path: '/schedule' });

  const table = await screen.findByRole('table', { name: 'جدول المدرّسين' });
  expect(screen.getByRole('heading', { level: 1, name: 'جدول المدرّسين' })).toBeVisible();
  const [head, ...groups] = within(table).getAllByRole('rowgroup');
  expect(
    within(head!)
      .getAllByRole('columnheader')
      .slice(0, 2)
      .map((header) => header.textContent),
  ).toEqual(['الأيام', 'الوقت']);
  expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
    'السبت/الثلاثاء',
    'الأحد/الأربعاء',
    'الاثنين/الخميس',
  ]);
  expect(within(groups[0]!).getByRole('rowheader', { name: '10 ص - 12 م' })).toBeVisible();
  expect(screen.getByRole('group', { name: 'المدرّسون' })).toHaveTextContent('4');
  expect(screen.getByRole('group', { name: 'إجمالي الحصص' })).toHaveTextContent('10');
  expect(screen.getByRole('heading', { name: 'الفترات الزمنية المتاحة' })).toBeVisible();
});

it('draws the week on screen again in Arabic when it is chosen', async () => {
  await setLocale('en');
  api.on('GET', '/api/schedule/', { status: 200, body: SCHEDULE });
  signIn(makeStaffUser('operations_manager'));
  await renderScreen(<Schedule />, { apiUrl: api.url, path: '/schedule' });
  const table = await screen.findByRole('table', { name: 'Instructor Schedule' });
  const [, first] = within(table).getAllByRole('rowgroup');
  expect(within(first!).getByRole('rowheader', { name: '10 AM - 12 PM' })).toBeVisible();

  await act(() => setLocale('ar'));

  expect(first).toHaveAccessibleName('السبت/الثلاثاء');
  expect(within(first!).getByRole('rowheader', { name: '10 ص - 12 م' })).toBeVisible();
});
