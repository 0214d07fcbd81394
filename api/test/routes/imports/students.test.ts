// Importing students: the template, the dry run's outcome for every row (with the forms' own
// messages), the commit of the accepted rows in one audited transaction, and a second run of the
// same file that changes nothing.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { API_MESSAGES } from 'shared-domain';
import { IMPORT_COLUMNS } from 'shared-domain/imports';
import { LEDGER_REFUSALS, VALIDATION_MESSAGES } from 'shared-domain/schemas';
import { rows } from '../../../src/db/client';
import { buildTestApp, createUser, signedInAs, type Inject, type TestApp } from '../../helpers/app';
import {
  commit,
  csvOf,
  dryRun,
  importRows,
  kindColumns,
  studentCells,
  writtenCounts,
} from '../../helpers/imports';

let t: TestApp;
let asOps: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  asOps = (await signedInAs(t.app, 'operations_manager')).inject;
});
afterAll(() => t.close());

const columns = kindColumns('students');

describe('the students template', () => {
  it('is a CSV of the columns and an example row that a dry run accepts', async () => {
    const res = await asOps({
      method: 'GET',
      url: '/api/imports/template/?kind=students&format=csv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="students-import-template.csv"',
    );
    const [header] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(columns.join(','));
    const summary = await dryRun(asOps, 'students', res.body);
    expect(summary).toMatchObject({ status: 'checked', rows_read: 1, encoding: 'utf-8' });
    expect(summary.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 0 });
  });

  it('is an .xlsx whose header notes say what each column allows', async () => {
    const res = await asOps({
      method: 'GET',
      url: '/api/imports/template/?kind=students&format=xlsx',
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['students']);
    const header = workbook.worksheets[0]!.getRow(1);
    expect((header.values as string[]).slice(1)).toEqual(columns);
    const gender = header.getCell(columns.indexOf('gender') + 1);
    expect(gender.note).toBe('Required. Allowed: male, female.');
    const level = header.getCell(columns.indexOf('current_level') + 1);
    expect(level.note).toBe('Optional. A whole number from 1 to 14.');
    expect(IMPORT_COLUMNS.students.map((c) => c.example)).toEqual(
      (workbook.worksheets[0]!.getRow(2).values as string[]).slice(1).map((v) => v ?? ''),
    );
  });
});

describe('a students import', () => {
  const good = ['ali1', 'ali2', 'ali3'].map((tag) => studentCells(tag));
  const file = csvOf(
    [
      ...good,
      studentCells('bad1', { email: 'not-an-address', gender: '', current_level: '15' }),
      studentCells('ali1b', { email: 'ALI1@example.test' }),
    ],
    columns,
  );

  it('judges every row with the forms’ messages and writes nothing before the commit', async () => {
    const before = await writtenCounts(t.app);
    const summary = await dryRun(asOps, 'students', file);
    expect(summary.counts).toEqual({ create: 3, update: 0, unchanged: 0, refused: 2 });
    const found = await importRows(asOps, summary.id);
    expect(found.map((row) => [row.row, row.outcome])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    expect(found[3]!.errors).toEqual({
      email: [VALIDATION_MESSAGES.emailInvalid],
      gender: [VALIDATION_MESSAGES.fieldRequired],
      current_level: [VALIDATION_MESSAGES.levelsRange],
    });
    expect(found[4]!.errors).toEqual({ email: ['This email is already on row 2 of the file.'] });
    const refused = await importRows(asOps, summary.id, 'outcome=refused');
    expect(refused.map((row) => row.row)).toEqual([5, 6]);
    const after = await writtenCounts(t.app);
    expect({ ...after, imports: 0 }).toEqual({ ...before, imports: 0 });
  });

  it('commits all the accepted rows in one audited action, and again changes nothing', async () => {
    const before = await writtenCounts(t.app);
    const summary = await dryRun(asOps, 'students', file);
    const refusedCommit = await asOps({
      method: 'POST',
      url: `/api/imports/${summary.id}/commit/`,
      payload: {},
    });
    expect(refusedCommit.statusCode).toBe(400);
    expect(refusedCommit.json().detail).toBe(
      '2 rows are refused: fix the file and upload it again, or choose to skip the refused rows.',
    );

    const [{ lastAudit } = { lastAudit: 0 }] = await rows<{ lastAudit: number }>(
      t.app.db,
      sql`SELECT coalesce(max(id), 0)::int AS "lastAudit" FROM audit_log`,
    );
    const done = await commit(asOps, summary.id, { skip_refused: true });
    expect(done).toMatchObject({ status: 'committed', written: { created: 3, updated: 0 } });
    const after = await writtenCounts(t.app);
    expect(after.users - before.users).toBe(3);
    expect(after.profiles - before.profiles).toBe(3);

    // The list and its search find them, from the counters and search documents kept.
    const list = (
      await asOps({ method: 'GET', url: '/api/student-profiles/?search=Saleh ali2' })
    ).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      amount: '1200.00',
      outstanding_amount: '200.00',
      total_levels: 3,
      remaining_levels: 3,
      current_level: 2,
      currency: 'USD',
      status: 'waiting',
      user: { email: 'ali2@example.test', username: 'ali2', is_active: true, is_verified: false },
    });

    const trail = await rows<{ action: string; resource: string; at: string }>(
      t.app.db,
      sql`SELECT action, resource, at::text FROM audit_log WHERE id > ${lastAudit} ORDER BY id`,
    );
    expect(new Set(trail.map((row) => row.action))).toEqual(new Set(['student.import']));
    expect(new Set(trail.map((row) => row.at)).size).toBe(1);
    // Each account, its profile, and the opening entry its amounts made in its ledger.
    const count = (resource: string) => trail.filter((row) => row.resource === resource).length;
    expect([count('user'), count('student'), count('ledger_entry')]).toEqual([3, 3, 3]);
    expect(trail).toHaveLength(9);

    // The same file again: nothing to write.
    const again = await dryRun(asOps, 'students', file);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 2 });
    const second = await commit(asOps, again.id, { skip_refused: true });
    expect(second.written).toEqual({ created: 0, updated: 0 });
    const last = await writtenCounts(t.app);
    expect({ ...last, imports: 0 }).toEqual({ ...after, imports: 0 });
  });

  it('updates a student matched by e-mail with the cells the file fills', async () => {
    const tag = 'upd1';
    await commit(asOps, (await dryRun(asOps, 'students', csvOf([studentCells(tag)], columns))).id);
    const changed = csvOf(
      [{ email: `${tag.toUpperCase()}@example.test`, total_levels: '5', amount: '2000' }],
      [
        'email',
        'username',
        'first_name',
        'middle_name',
        'last_name',
        'phone_number',
        'nationality',
        'gender',
        'total_levels',
        'amount',
      ],
    );
    // Required columns left blank on a known student are still required, as the form says.
    const blank = await dryRun(asOps, 'students', changed);
    expect(blank.counts.refused).toBe(1);

    const full = csvOf([studentCells(tag, { total_levels: '5', amount: '2000' })], columns);
    const summary = await dryRun(asOps, 'students', full);
    expect(summary.counts).toEqual({ create: 0, update: 1, unchanged: 0, refused: 0 });
    const [{ last } = { last: 0 }] = await rows<{ last: number }>(
      t.app.db,
      sql`SELECT coalesce(max(id), 0)::int AS last FROM audit_log`,
    );
    await commit(asOps, summary.id);
    const [profile] = await rows<{
      amount: string;
      total_levels: number;
      remaining_levels: number;
    }>(
      t.app.db,
      sql`SELECT sp.amount::text, sp.total_levels, sp.remaining_levels FROM student_profiles sp
          JOIN users u ON u.id = sp.user_id WHERE u.username = ${tag}`,
    );
    expect(profile).toEqual({ amount: '2000.00', total_levels: 5, remaining_levels: 5 });
    // One import action: the profile's levels, and the amount through a ledger adjustment (the
    // amounts follow the ledger, as a change on the profile's form does).
    const audit = await rows<{
      action: string;
      resource: string;
      changes: Record<string, unknown>;
    }>(
      t.app.db,
      sql`SELECT action, resource, changes FROM audit_log
          WHERE student_id = (SELECT id FROM users WHERE username = ${tag})
            AND action = 'student.import' AND id > ${last} ORDER BY id`,
    );
    const fieldsOf = (resource: string) =>
      audit.filter((row) => row.resource === resource).flatMap((row) => Object.keys(row.changes));
    expect(fieldsOf('student').sort()).toEqual(['amount', 'remaining_levels', 'total_levels']);
    expect(audit.some((row) => row.resource === 'ledger_entry')).toBe(true);
    const [entry] = await rows<{ kind: string; charge_minor: string; paid_minor: string }>(
      t.app.db,
      sql`SELECT kind, charge_minor::text, paid_minor::text FROM ledger_entries
          WHERE student_id = (SELECT id FROM users WHERE username = ${tag}) ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ kind: 'adjustment', charge_minor: '80000', paid_minor: '80000' });
  });

  it("refuses a new currency for a student whose ledger has entries, as the profile's form does", async () => {
    const tag = 'ledgered';
    const first = await dryRun(asOps, 'students', csvOf([studentCells(tag)], columns));
    await commit(asOps, first.id);
    const summary = await dryRun(
      asOps,
      'students',
      csvOf([studentCells(tag, { currency: 'EGP' })], columns),
    );
    expect(summary.counts.refused).toBe(1);
    const [row] = await importRows(asOps, summary.id);
    expect(row!.errors).toEqual({ currency: [LEDGER_REFUSALS.currencyLocked()] });
  });

  it('refuses a row whose e-mail is a staff account’s or whose username is taken', async () => {
    await createUser(t.app, { role: 'instructor', email: 'teacher@example.test' });
    await createUser(t.app, { role: 'student', username: 'taken_name' });
    const summary = await dryRun(
      asOps,
      'students',
      csvOf(
        [
          studentCells('s1', { email: 'teacher@example.test' }),
          studentCells('s2', { username: 'TAKEN_NAME' }),
        ],
        columns,
      ),
    );
    const [first, second] = await importRows(asOps, summary.id);
    expect(first!.errors).toEqual({ email: [API_MESSAGES.duplicateEmail] });
    expect(second!.errors).toEqual({ username: [API_MESSAGES.duplicateUsername] });
  });

  it('gives new accounts no password, and mails reset links only when asked', async () => {
    const quiet = await dryRun(asOps, 'students', csvOf([studentCells('quiet1')], columns));
    await commit(asOps, quiet.id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: { email: 'quiet1@example.test', password: 'Anything123' },
    });
    expect(login.statusCode).toBe(401);
    const loud = await dryRun(asOps, 'students', csvOf([studentCells('loud1')], columns));
    await commit(asOps, loud.id, { send_password_links: true });
    await t.app.deferred.idle();
    const mail = await rows<{ to_address: string; purpose: string }>(
      t.app.db,
      sql`SELECT to_address, purpose FROM email_outbox
          WHERE to_address IN ('quiet1@example.test', 'loud1@example.test')`,
    );
    expect(mail).toEqual([{ to_address: 'loud1@example.test', purpose: 'reset' }]);
  });
});

describe('GET /api/imports/', () => {
  it('lists the signed-in user’s own imports, newest first', async () => {
    const older = await dryRun(asOps, 'students', csvOf([studentCells('list0')], columns));
    const mine = await dryRun(asOps, 'students', csvOf([studentCells('list1')], columns));
    const listed = (await asOps({ method: 'GET', url: '/api/imports/?page_size=2' })).json();
    expect(listed.results.map((entry: { id: number }) => entry.id)).toEqual([mine.id, older.id]);
    expect(listed.results[0]).toMatchObject({ status: 'checked', counts: { create: 1 } });
    const other = (await signedInAs(t.app, 'operations_manager')).inject;
    expect((await other({ method: 'GET', url: '/api/imports/' })).json().count).toBe(0);
    expect((await other({ method: 'GET', url: `/api/imports/${mine.id}/` })).statusCode).toBe(404);
  });
});

describe('the audit rows of an import', () => {
  it('read as the rows the audit trigger writes for a student added by the form', async () => {
    const cells = studentCells('auditform1');
    const created = await asOps({
      method: 'POST',
      url: '/api/student/',
      payload: {
        ...cells,
        email: 'auditform0@example.test',
        username: 'auditform0',
        password: 'Secret123',
      },
    });
    expect(created.statusCode).toBe(201);
    await commit(asOps, (await dryRun(asOps, 'students', csvOf([cells], columns))).id);
    const trail = await rows<{
      action: string;
      resource: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }>(
      t.app.db,
      sql`SELECT action, resource, changes FROM audit_log
          WHERE resource IN ('user', 'student')
            AND record_id IN (SELECT id FROM users WHERE username IN ('auditform0', 'auditform1'))
          ORDER BY id`,
    );
    expect(trail.map((row) => [row.action, row.resource])).toEqual([
      ['student.create', 'user'],
      ['student.create', 'student'],
      ['student.import', 'user'],
      ['student.import', 'student'],
    ]);
    const withoutIdentity = (changes: Record<string, unknown>) => {
      const { id: _id, email: _email, username: _username, user_id: _userId, ...rest } = changes;
      return rest;
    };
    expect(withoutIdentity(trail[2]!.changes)).toEqual(withoutIdentity(trail[0]!.changes));
    expect(withoutIdentity(trail[3]!.changes)).toEqual(withoutIdentity(trail[1]!.changes));
    // The opening entry the amounts made in each student's ledger, audited alike.
    const ledger = await rows<{ action: string; changes: Record<string, unknown> }>(
      t.app.db,
      sql`SELECT action, changes FROM audit_log WHERE resource = 'ledger_entry' AND student_id IN
            (SELECT id FROM users WHERE username IN ('auditform0', 'auditform1'))
          ORDER BY id`,
    );
    expect(ledger.map((row) => row.action)).toEqual(['student.create', 'student.import']);
    const entryFields = (changes: Record<string, unknown>) => {
      const { id: _id, student_id: _student, recorded_at: _at, ...rest } = changes;
      return rest;
    };
    expect(entryFields(ledger[1]!.changes)).toEqual(entryFields(ledger[0]!.changes));
  });
});
