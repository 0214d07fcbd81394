// The Import screen: a file's dry run shown row by row with the server's reasons, refused rows
// holding the commit back until skipped, the commit's result; and a refused file's reason.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ImportRow, ImportSummary } from 'shared-domain';
import { page } from 'shared-domain/factory';
import { setLocale } from 'shared-i18n';
import { setupFakeApi } from 'test-support';
import {
  IMPORT_ROWS as ROWS,
  csvFile,
  importSummary as summary,
  openImport,
} from './support/import-fixtures';

const api = setupFakeApi();

it('shows each row’s outcome, holds refused rows back until skipped, and commits', async () => {
  api.on('POST', '/api/imports/', { status: 202, body: summary({ status: 'checking' }) });
  let ended = false;
  api.on('GET', '/api/imports/7/', () => {
    ended = true;
    return { status: 200, body: summary() };
  });
  // A page asked for while the dry run goes on holds none of its rows, and its answer may arrive
  // after the screen has seen the run's end: the screen still shows every row.
  api.on('GET', '/api/imports/7/rows/', async () => {
    if (ended) return { status: 200, body: page(ROWS) };
    await screen.findByRole('button', { name: 'Import 1 row' }, { timeout: 3000 });
    return { status: 200, body: page([]) };
  });
  const earlier = summary({ id: 6, kind: 'staff', file_name: 'staff.csv', status: 'committed' });
  api.on('GET', '/api/imports/', { status: 200, body: page([earlier]) });
  const { user } = await openImport(api);
  expect(document.title).toBe('LinguaDesk | Import');
  const latest = await screen.findByRole('region', { name: 'Your latest imports' });
  expect(within(latest).getByRole('link', { name: 'staff.csv' })).toHaveAttribute(
    'href',
    '/imports?kind=staff&import=6',
  );
  expect(screen.getByRole('table', { name: 'Columns of the Students file' })).toBeVisible();

  await user.upload(screen.getByLabelText('CSV or Excel file'), csvFile());
  await user.click(screen.getByRole('button', { name: 'Run the dry run' }));

  const problem = await screen.findByText(
    'email: Please enter a valid email address',
    {},
    { timeout: 3000 },
  );
  expect(screen.getByRole('table', { name: 'Rows of the file' })).toContainElement(problem);
  expect(screen.getByText('Refused: 1')).toBeVisible();
  const [upload] = api.calls('POST', '/api/imports/');
  expect(upload!.query).toEqual({ kind: 'students', file_name: 'students.csv' });
  // jsdom's File does not reach fetch as bytes; the browser journey checks what the file holds.
  expect(upload!.contentType).toBe('application/octet-stream');

  const importButton = screen.getByRole('button', { name: 'Import 1 row' });
  expect(importButton).toBeDisabled();
  api.on('POST', '/api/imports/7/commit/', {
    status: 202,
    body: summary({ status: 'committing' }),
  });
  api.on('GET', '/api/imports/7/', {
    status: 200,
    body: summary({ status: 'committed', written: { created: 1, updated: 0 } }),
  });
  await user.click(screen.getByRole('checkbox', { name: 'Skip the 1 refused row' }));
  await user.click(importButton);

  expect(
    await screen.findByText('Imported: 1 created, 0 updated.', {}, { timeout: 3000 }),
  ).toBeVisible();
  expect(api.calls('POST', '/api/imports/7/commit/')[0]!.body).toEqual({
    skip_refused: true,
    send_password_links: false,
  });
  expect(screen.getByRole('link', { name: 'Open the list' })).toHaveAttribute('href', '/students');

  // Back at the upload, the latest imports are read again: this one is there, imported.
  const imported = summary({ status: 'committed', written: { created: 1, updated: 0 } });
  api.on('GET', '/api/imports/', { status: 200, body: page([imported, earlier]) });
  await user.click(screen.getByRole('button', { name: 'Import another file' }));
  await screen.findByRole('link', { name: 'students.csv' });
  const [newest] = within(screen.getByRole('region', { name: 'Your latest imports' })).getAllByRole(
    'listitem',
  );
  expect(newest).toHaveTextContent(/^students\.csv · Students · Imported · /);
});

it('says why a file is refused, and asks for the sheet of a workbook of several', async () => {
  api.on('POST', '/api/imports/', {
    status: 400,
    body: {
      detail: 'This workbook has 2 sheets (notes, students): choose the one to import.',
      sheets: ['notes', 'students'],
    },
  });
  const { user } = await openImport(api);
  await user.upload(screen.getByLabelText('CSV or Excel file'), csvFile());
  await user.click(screen.getByRole('button', { name: 'Run the dry run' }));

  expect(
    await screen.findByText(
      'This workbook has 2 sheets (notes, students): choose the one to import.',
    ),
  ).toBeVisible();
  const check = screen.getByRole('button', { name: 'Run the dry run' });
  expect(check).toBeDisabled();
  api.on('POST', '/api/imports/', { status: 202, body: summary({ status: 'checking' }) });
  api.on('GET', '/api/imports/7/', { status: 200, body: summary({ sheet: 'students' }) });
  api.on('GET', '/api/imports/7/rows/', { status: 200, body: page(ROWS) });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet' }), 'students');
  await user.click(check);

  await screen.findByRole('table', { name: 'Rows of the file' });
  await waitFor(() => expect(api.calls('POST', '/api/imports/')).toHaveLength(2));
  expect(api.calls('POST', '/api/imports/')[1]!.query.sheet).toBe('students');
});

it('imports groups: their columns, each group’s outcome, and no password links to send', async () => {
  const groups = (changes: Partial<ImportSummary> = {}) =>
    summary({
      kind: 'groups',
      file_name: 'groups.csv',
      counts: { create: 1, update: 1, unchanged: 0, refused: 0 },
      ...changes,
    });
  const groupRows: ImportRow[] = [
    {
      id: 2,
      row: 2,
      outcome: 'create',
      email: null,
      username: null,
      full_name: 'Sun/Wed 4 PM - 6 PM',
      errors: {},
    },
    {
      id: 3,
      row: 3,
      outcome: 'update',
      email: null,
      username: null,
      full_name: 'Group 12 · Mon/Thu 6 PM - 8 PM',
      errors: {},
    },
  ];
  api.on('POST', '/api/imports/', { status: 202, body: groups({ status: 'checking' }) });
  api.on('GET', '/api/imports/7/', { status: 200, body: groups() });
  api.on('GET', '/api/imports/7/rows/', { status: 200, body: page(groupRows) });
  const { user } = await openImport(api, '/imports?kind=groups');
  expect(
    screen.getByText(
      'Fill one row per group under the header. A group is matched by its number, else by its days, hours and instructor: a match is updated. Put the emails of the students to place in it in the students column, separated by semicolons (;).',
    ),
  ).toBeVisible();
  const columns = screen.getByRole('table', { name: 'Columns of the Groups file' });
  expect(within(columns).getByText('students')).toBeVisible();
  expect(within(columns).getByText('"sat/tue", "sun/wed", "mon/thu"')).toBeVisible();

  await user.upload(
    screen.getByLabelText('CSV or Excel file'),
    new File(['days,hours\nsun/wed,4 PM - 6 PM\n'], 'groups.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: 'Run the dry run' }));
  const rows = await screen.findByRole('table', { name: 'Rows of the file' });
  expect(within(rows).getByRole('columnheader', { name: 'Group' })).toBeVisible();
  expect(within(rows).getByText('Group 12 · Mon/Thu 6 PM - 8 PM')).toBeVisible();
  expect(api.calls('POST', '/api/imports/')[0]!.query.kind).toBe('groups');

  const importButton = await screen.findByRole(
    'button',
    { name: 'Import 2 rows' },
    { timeout: 3000 },
  );
  expect(
    screen.queryByRole('checkbox', { name: 'Email each new account a link to set its password' }),
  ).not.toBeInTheDocument();
  api.on('POST', '/api/imports/7/commit/', { status: 202, body: groups({ status: 'committing' }) });
  api.on('GET', '/api/imports/7/', {
    status: 200,
    body: groups({ status: 'committed', written: { created: 1, updated: 1 } }),
  });
  await user.click(importButton);
  expect(
    await screen.findByText('Imported: 1 created, 1 updated.', {}, { timeout: 3000 }),
  ).toBeVisible();
  expect(api.calls('POST', '/api/imports/7/commit/')[0]!.body).toEqual({
    skip_refused: false,
    send_password_links: false,
  });
  expect(screen.getByRole('link', { name: 'Open the list' })).toHaveAttribute('href', '/groups');
});

it('draws the rows of a dry run again in Arabic when the language changes', async () => {
  api.on('GET', '/api/imports/', { status: 200, body: page([]) });
  api.on('GET', '/api/imports/7/', { status: 200, body: summary() });
  api.on('GET', '/api/imports/7/rows/', { status: 200, body: page(ROWS) });
  await openImport(api, '/imports?kind=students&import=7');
  const table = await screen.findByRole('table', { name: 'Rows of the file' });
  expect(within(table).getByRole('columnheader', { name: 'Outcome' })).toBeVisible();

  try {
    await act(() => setLocale('ar', 'latn'));
    expect(table).toHaveAccessibleName('صفوف الملف');
    expect(within(table).getByRole('columnheader', { name: 'النتيجة' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'المشكلات' })).toBeVisible();
  } finally {
    await act(() => setLocale('en', 'latn'));
  }
});
