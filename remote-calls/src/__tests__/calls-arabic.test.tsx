// The calls list in Arabic: the cards' words, durations and times, and the search's plural count.
import { act, screen, within } from '@testing-library/react';
import { setLocale } from 'shared-i18n';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Calls from '../exposes/Calls';
import { makeCall, serveCalls, userInRole } from './support/calls-fixtures';

const api = setupFakeApi();

beforeEach(() => setLocale('ar'));
afterEach(() => setLocale('en'));

it('shows the calls and the count of those found in Arabic', async () => {
  const calls = [
    makeCall({ id: 1, instructor_name: 'Omar Khalil', months: 7 }),
    makeCall({ id: 2, instructor_name: 'Omar Adel', months: 2, students: [] }),
    makeCall({ id: 3, instructor_name: 'Laila Nasser', months: 1 }),
  ];
  serveCalls(api, () => calls);
  signIn(userInRole('operations_manager'));
  const { user } = await renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });

  const card = await screen.findByRole('article', { name: 'Omar Khalil' });
  expect(within(card).getByText('المكالمة رقم 1')).toBeVisible();
  expect(within(card).getByText('2:30 م')).toBeVisible();
  expect(within(card).getByText('7 أشهر')).toBeVisible();
  expect(within(card).getByText('الطلاب (1)')).toBeVisible();
  expect(within(card).getByRole('button', { name: 'تعديل' })).toBeVisible();
  const second = screen.getByRole('article', { name: 'Omar Adel' });
  expect(within(second).getByText('شهران')).toBeVisible();
  expect(within(second).getByText('لا يوجد طلاب في هذه المكالمة بعد')).toBeVisible();
  expect(
    within(screen.getByRole('article', { name: 'Laila Nasser' })).getByText('شهر واحد'),
  ).toBeVisible();

  await user.type(screen.getByRole('searchbox', { name: 'البحث في المكالمات' }), 'Omar');
  expect(await screen.findByText('وُجدت مكالمتان تطابقان "\u2068Omar\u2069"')).toBeVisible();
});

it('draws the cards on screen again in Arabic when it is chosen', async () => {
  await setLocale('en');
  serveCalls(api, () => [makeCall({ id: 1, instructor_name: 'Omar Khalil', months: 7 })]);
  signIn(userInRole('operations_manager'));
  await renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });
  const card = await screen.findByRole('article', { name: 'Omar Khalil' });
  expect(within(card).getByText('Call #1')).toBeVisible();

  await act(() => setLocale('ar'));

  expect(within(card).getByText('المكالمة رقم 1')).toBeVisible();
  expect(within(card).getByText('7 أشهر')).toBeVisible();
  expect(within(card).getByRole('button', { name: 'تعديل' })).toBeVisible();
});
