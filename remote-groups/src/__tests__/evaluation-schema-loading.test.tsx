// The evaluation sheet's schema and zod are a chunk of their own, asked for only once the
// sheet shows (when the focus enters it, or on the first validation), and a typed total follows.
import { screen, within } from '@testing-library/react';
import { setupFakeApi } from 'test-support';
import { openSheet } from './support/open-sheet';
import { SARA } from './support/sessions-fixtures';

// Whether the sheet was on the page when its schema module was asked for (its chunk, in the
// browser).
const mockRequests: { sheets: number }[] = [];

jest.mock('../features/evaluation/sheet-schema', () => {
  const testing =
    jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
  mockRequests.push({
    sheets: testing.screen.queryAllByRole('table', { name: 'Evaluations' }).length,
  });
  return jest.requireActual('../features/evaluation/sheet-schema');
});

const api = setupFakeApi();

it('asks for the schema only after the sheet shows, then totals typed scores with it', async () => {
  const { user } = await openSheet(api, 'evaluation');
  expect(screen.getByRole('table', { name: 'Evaluations' })).toBeVisible();
  expect(mockRequests).toEqual([]);

  const oral = screen.getByRole('spinbutton', { name: `Oral score, ${SARA.name}` });
  await user.clear(oral);
  await user.type(oral, '7');
  await user.tab();

  // 7 + 15 + 8 + 7 + 6, read by the schema that arrived after the sheet.
  const row = screen.getByRole('row', { name: new RegExp(SARA.name) });
  expect(await within(row).findByText('43')).toBeVisible();
  expect(within(row).getByText('Fail (Oral < 30)')).toBeVisible();
  expect(mockRequests).toEqual([{ sheets: 1 }]);
});
