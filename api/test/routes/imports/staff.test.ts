// Importing staff: matched by username, within the roles the importer manages (docs/api.md#imports).
import { sql } from 'drizzle-orm';
import { API_MESSAGES } from 'shared-domain';
import { rows } from '../../../src/db/client';
import { buildTestApp, createUser, signedInAs, type TestApp } from '../../helpers/app';
import { commit, csvOf, dryRun, importRows, kindColumns } from '../../helpers/imports';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const columns = kindColumns('staff');
const staffCells = (tag: string, role: string, extra: Record<string, string> = {}) => ({
  email: `${tag}@example.test`,
  username: tag,
  first_name: 'Omar',
  middle_name: '',
  last_name: `Khalil ${tag}`,
  phone_number: '079 555 0202',
  nationality: 'Jordanian',
  gender: 'male',
  role,
  ...extra,
});

it('lets an account manager bring in instructors and supervisors, and change them by username', async () => {
  const { user: manager, inject } = await signedInAs(t.app, 'account_manager');
  await createUser(t.app, { role: 'operations_manager', username: 'the_ops' });
  const summary = await dryRun(
    inject,
    'staff',
    csvOf(
      [
        staffCells('teach1', 'instructor'),
        staffCells('super1', 'supervisor'),
        staffCells('ops2', 'operations_manager'),
        staffCells('the_ops', 'instructor'),
        staffCells(manager.username, 'instructor', { email: manager.email }),
      ],
      columns,
    ),
  );
  expect(summary.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 3 });
  const found = await importRows(inject, summary.id, 'outcome=refused');
  expect(found.map((row) => [row.row, row.errors])).toEqual([
    [4, { role: [API_MESSAGES.forbidden] }],
    [5, { username: [API_MESSAGES.forbidden] }],
    [6, { role: ['You cannot change your own role.'] }],
  ]);
  const done = await commit(inject, summary.id, { skip_refused: true });
  expect(done.written).toEqual({ created: 2, updated: 0 });

  const renamed = await dryRun(
    inject,
    'staff',
    csvOf([staffCells('TEACH1', 'supervisor', { first_name: 'Omari' })], columns),
  );
  expect(renamed.counts).toEqual({ create: 0, update: 1, unchanged: 0, refused: 0 });
  await commit(inject, renamed.id);
  const [teacher] = await rows<{ first_name: string; role: string; is_active: boolean }>(
    t.app.db,
    sql`SELECT first_name, role, is_active FROM users WHERE lower(username) = 'teach1'`,
  );
  expect(teacher).toEqual({ first_name: 'Omari', role: 'supervisor', is_active: true });
  const [trail] = await rows<{ action: string }>(
    t.app.db,
    sql`SELECT action FROM audit_log ORDER BY id DESC LIMIT 1`,
  );
  expect(trail!.action).toBe('user.import');
});

it('refuses supervisors and instructors', async () => {
  for (const role of ['supervisor', 'instructor'] as const) {
    const { inject } = await signedInAs(t.app, role);
    const res = await inject({
      method: 'GET',
      url: '/api/imports/template/?kind=staff&format=csv',
    });
    expect(res.statusCode).toBe(403);
  }
});
