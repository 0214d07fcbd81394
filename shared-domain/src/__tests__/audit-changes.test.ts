// How a change of the audit trail reads on the screens and in the export: the record's columns in
// their declared order (the API answers them in jsonb's), people by the names the answer gives,
// groups and calls by their titles, never a bare id; in English and Arabic.
import { setLocale } from 'shared-i18n';
import { makeAuditEntry } from '../factory';
import { AUDIT_RESOURCE_LABELS, auditChangeLines, auditRecordText } from '../records';

afterEach(() => setLocale('en', 'latn'));

const shown = (entry: Parameters<typeof auditChangeLines>[0]) =>
  auditChangeLines(entry).map(({ label, before, after }) => `${label}: ${before} → ${after}`);

it('lists the fields in the record’s column order, not the stored one', () => {
  const entry = makeAuditEntry({
    changes: {
      id: { before: null, after: 7 },
      days: { before: null, after: 'sat/tue' },
      session_one: { before: null, after: false },
      session_six: { before: null, after: true },
      session_two: { before: null, after: true },
      session_nine: { before: null, after: false },
      current_level: { before: null, after: 3 },
      unknown_col: { before: null, after: 'x' },
    },
  });
  expect(shown(entry)).toEqual([
    'Days: - → sat/tue',
    'Current level: - → L1',
    'Session one: - → No',
    'Session two: - → Yes',
    'Session six: - → Yes',
    'Session nine: - → No',
    'Unknown col: - → x',
  ]);
  expect(auditChangeLines(entry, { withKeys: true })[0]!.field).toBe('id');
});

it('names people by the answer’s names, a vanished account as removed, groups and calls by title', async () => {
  const entry = makeAuditEntry({
    changes: {
      instructor_id: { before: null, after: 4 },
      supervisor_id: { before: 5, after: 9 },
      group_id: { before: 2, after: 3 },
      call_id: { before: null, after: 8 },
    },
    names: {
      instructor_id: { before: null, after: 'Sara Haddad' },
      supervisor_id: { before: 'Omar Nabil', after: null },
    },
  });
  expect(shown(entry)).toEqual([
    'Instructor: - → Sara Haddad',
    'Supervisor: Omar Nabil → Removed account',
    'Group: Group 2 → Group 3',
    'Call: - → Call 8',
  ]);

  await setLocale('ar', 'latn');
  expect(shown(entry)).toEqual([
    'المدرّس: - → Sara Haddad',
    'المشرف: Omar Nabil → حساب محذوف',
    'المجموعة: المجموعة 2 → المجموعة 3',
    'المكالمة: - → المكالمة 8',
  ]);
});

it('names the record an entry is about', () => {
  expect(auditRecordText(makeAuditEntry({ resource: 'group', record_id: 7 }))).toBe('Group 7');
  expect(auditRecordText(makeAuditEntry({ resource: 'call', record_id: 3 }))).toBe('Call 3');
  expect(
    auditRecordText(makeAuditEntry({ resource: 'student', record_id: 9, record_name: 'Sara' })),
  ).toBe('Sara');
  expect(auditRecordText(makeAuditEntry({ resource: 'user', record_id: 9 }))).toBe(
    'Removed account',
  );
  expect(
    auditRecordText(
      makeAuditEntry({ resource: 'ledger_entry', record_id: 30, student_name: 'Sara' }),
    ),
  ).toBe('Sara');
  expect(auditRecordText(makeAuditEntry({ resource: 'user', record_id: null }))).toBeNull();
  expect(AUDIT_RESOURCE_LABELS.ledger_entry).toBe('Ledger entry');
});
